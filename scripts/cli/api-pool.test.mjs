// node --test scripts/cli/*.test.mjs (a step of `npm test`)
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { ApiPool } from './api-pool.mjs'
import { requestIdFor, retryable } from './web-server.mjs'

function poolOf(...ids) {
  const pool = new ApiPool()
  for (const id of ids) {
    pool.add(id, `http://127.0.0.1:${9000 + ids.indexOf(id)}`)
    pool.setState(id, 'ready')
  }
  return pool
}

describe('ApiPool', () => {
  it('sends each request to the ready process with the fewest requests in flight', () => {
    const pool = poolOf('a', 'b', 'c')
    const busy = pool.members.get('a')
    pool.acquire(busy)
    pool.acquire(busy)
    pool.acquire(pool.members.get('b'))
    assert.equal(pool.pick().id, 'c')
  })

  it('takes turns among equally busy processes', () => {
    const pool = poolOf('a', 'b')
    const seen = new Set([pool.pick().id, pool.pick().id, pool.pick().id])
    assert.deepEqual([...seen].sort(), ['a', 'b'])
  })

  it('never picks a starting or draining process, nor the one excluded', () => {
    const pool = poolOf('a', 'b', 'c')
    pool.setState('a', 'draining')
    pool.add('d', 'http://127.0.0.1:9999')
    for (let i = 0; i < 10; i++) assert.ok(['b', 'c'].includes(pool.pick().id))
    for (let i = 0; i < 10; i++) assert.equal(pool.pick('b').id, 'c')
    pool.setState('c', 'draining')
    assert.equal(pool.pick('b'), null)
    assert.equal(pool.readyCount, 1)
  })

  it('is idle once its requests are released, and gives up after the timeout', async () => {
    const pool = poolOf('a')
    const member = pool.members.get('a')
    pool.acquire(member)
    setTimeout(() => pool.release(member), 30)
    assert.equal(await pool.idle('a', 2_000), true)
    pool.acquire(member)
    assert.equal(await pool.idle('a', 100), false)
    pool.remove('a')
    assert.equal(await pool.idle('a', 100), true)
  })

  it('single() is one ready server at a fixed address', () => {
    const pool = ApiPool.single('http://localhost:8911')
    assert.equal(pool.pick().origin, 'http://localhost:8911')
  })
})

describe('retryable', () => {
  const refused = {
    code: 'FST_REPLY_FROM_INTERNAL_SERVER_ERROR',
    message: 'connect ECONNREFUSED 127.0.0.1:40001',
  }
  const cut = { code: 'UND_ERR_SOCKET', message: 'other side closed' }
  it('sends any request elsewhere when its process refused the connection', () => {
    assert.equal(retryable('POST', refused), true)
    assert.equal(retryable('GET', refused), true)
  })
  it('sends only reads elsewhere when the process died under them', () => {
    assert.equal(retryable('GET', cut), true)
    assert.equal(retryable('HEAD', { code: 'ECONNRESET' }), true)
    assert.equal(retryable('POST', cut), false)
    assert.equal(retryable('PATCH', { code: 'ECONNRESET' }), false)
  })
  it('does not repeat timeouts or other failures', () => {
    assert.equal(
      retryable('GET', { code: 'FST_REPLY_FROM_GATEWAY_TIMEOUT', message: 'Gateway Timeout' }),
      false
    )
    assert.equal(retryable('GET', undefined), false)
  })
})

describe('requestIdFor', () => {
  it('takes the id of a trusted proxy in front (nginx $request_id)', () => {
    assert.equal(requestIdFor('5f0c6d1e9b2a4c3d8e7f', 1), '5f0c6d1e9b2a4c3d8e7f')
  })
  it('makes its own without one, or when clients connect directly', () => {
    assert.match(requestIdFor(undefined, 1), /^[0-9a-f-]{36}$/)
    assert.match(requestIdFor('5f0c6d1e9b2a4c3d8e7f', 0), /^[0-9a-f-]{36}$/)
    assert.match(requestIdFor('bad id\nforged', 1), /^[0-9a-f-]{36}$/)
  })
})
