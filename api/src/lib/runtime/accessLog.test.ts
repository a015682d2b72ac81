import { Writable } from 'node:stream'

import Fastify from 'fastify'

import { ACCESS_LOG_SERVER_OPTIONS, accessFields, logEachRequest } from './accessLog'

describe('accessFields', () => {
  it('names the function, never the address', () => {
    expect(accessFields('GET', '/v1/order/guest/K3Y/?token=s', 200, 3.14159)).toEqual({
      method: 'GET',
      function: 'v1',
      status: 200,
      ms: 3.1,
    })
    expect(accessFields('GET', '/feeds?token=s3cret', 200, 1).function).toBe('feeds')
    expect(accessFields('POST', '/graphql', 200, 1).function).toBe('graphql')
    expect(accessFields('GET', '/', 404, 1).function).toBe('')
    expect(accessFields('GET', '', 400, 1).function).toBe('')
  })
})

describe('logEachRequest', () => {
  it("writes one line a request under its id, with no secret of the request's address", async () => {
    const lines: Record<string, unknown>[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
        done()
      },
    })
    let ids = 0
    const app = Fastify({
      logger: { level: 'info', stream },
      genReqId: () => `request-${++ids}`,
      ...ACCESS_LOG_SERVER_OPTIONS,
    })
    logEachRequest(app)
    app.get('/v1/order/guest/:key/', async () => ({ ok: true }))
    try {
      const answer = await app.inject({
        method: 'GET',
        url: '/v1/order/guest/GUESTKEY42/?token=LINK42',
      })
      const missing = await app.inject({ method: 'GET', url: '/v1/nothing/?token=LINK42' })
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(lines).toEqual([
        expect.objectContaining({
          reqId: 'request-1',
          msg: 'request',
          method: 'GET',
          function: 'v1',
          status: 200,
          ms: expect.any(Number),
        }),
        expect.objectContaining({
          reqId: 'request-2',
          msg: 'request',
          function: 'v1',
          status: 404,
        }),
      ])
      expect(answer.statusCode).toBe(200)
      expect(missing.statusCode).toBe(404)
      expect(JSON.stringify(lines)).not.toMatch(/KEY42|LINK42/)
    } finally {
      await app.close()
    }
  })

  it("refuses a server that would still write fastify's own lines, with the address", async () => {
    for (const options of [
      {},
      { disableRequestLogging: false },
      { disableRequestLogging: true, requestIdLogLabel: 'requestId' },
    ]) {
      const app = Fastify({ logger: false, ...options })
      try {
        expect(() => logEachRequest(app)).toThrow(/ACCESS_LOG_SERVER_OPTIONS/)
      } finally {
        await app.close()
      }
    }
  })
})
