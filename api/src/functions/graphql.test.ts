import { mockContext, mockHttpEvent } from '@redwoodjs/testing/api'

import { handler as authHandler } from 'src/functions/auth'
import { handler as v1Handler } from 'src/functions/v1/v1'
import { db } from 'src/lib/db'
import { CROSS_SITE_MESSAGE } from 'src/lib/domain/crossSite'
import { JSON_ONLY_MESSAGE } from 'src/lib/graphqlCrossSite'
import { INVALID_CHARACTERS_MESSAGE } from 'src/lib/graphqlRequestContract'
import { createSession, revokeSession } from 'src/lib/sessions'

import { handler } from './graphql'

const post = async (body: string, headers: Record<string, string> = {}) => {
  const r = await handler(
    mockHttpEvent({
      path: '/graphql',
      httpMethod: 'POST',
      headers: { host: 'shop.test', 'content-type': 'application/json', ...headers },
      body,
    }),
    mockContext()
  )
  return { status: r.statusCode, json: JSON.parse(r.body), headers: r.headers ?? {} }
}
const gql = (query: string, variables?: unknown) => post(JSON.stringify({ query, variables }))

const expect400 = (answer: { status: number; json: { errors: unknown[] } }, message: RegExp) => {
  expect(answer.status).toBe(400)
  expect(answer.json.errors).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        message: expect.stringMatching(message),
        extensions: expect.objectContaining({ code: expect.any(String) }),
      }),
    ])
  )
}

const nest = (n: number) => '{ ' + 'a { '.repeat(n) + 'b' + ' }'.repeat(n) + ' }'
const aliases = (n: number) =>
  '{ ' + Array.from({ length: n }, (_, i) => `a${i}: x`).join(' ') + ' }'

describe('GraphQL request contract: wrong requests answer 400, never 500', () => {
  it('syntax errors carry the parser message, twice (the parse cache)', async () => {
    for (let i = 0; i < 2; i++) {
      expect400(await gql('{ __typename '), /^Syntax Error: Expected Name, found <EOF>\.$/)
    }
  })

  it('an empty or missing query', async () => {
    expect400(await gql(''), /Пустой запрос/)
    expect400(await post('{}'), /Пустой запрос/)
  })

  it('armor limits answer their own message (docs/security.md)', async () => {
    expect400(await gql(nest(9)), /Query depth limit of 8 exceeded/)
    expect400(await gql(aliases(16)), /Aliases limit of 15 exceeded/)
    expect400(await gql(nest(1000)), /Token limit of 1000 exceeded/)
    expect400(await gql(aliases(1000)), /Token limit of 1000 exceeded/)
  })

  it('batches and malformed JSON', async () => {
    expect400(await post(JSON.stringify([{ query: '{ __typename }' }])), /не поддерживаются/)
    expect400(await post('[]'), /не поддерживаются/)
    expect400(await post('{"query": '), /invalid JSON/)
  })

  it('hides field suggestions outside development', async () => {
    const answer = await gql('{ produc { id } }')
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.json)).not.toMatch(/Did you mean/)
  })

  it('NUL and lone surrogates in arguments or variables: 400 in Russian', async () => {
    const query = 'query ($q: String!) { catalogSearchResults(query: $q) { __typename } }'
    for (const bad of ['a\u0000b', 'a\ud800', '\udc00x']) {
      expect400(await gql(query, { q: bad }), new RegExp(INVALID_CHARACTERS_MESSAGE))
    }
    expect400(
      await gql('{ catalogSearchResults(query: "a\\u0000b") { __typename } }'),
      new RegExp(INVALID_CHARACTERS_MESSAGE)
    )
    const fine = await gql(query, { q: 'насос\tнасос\nнасос' })
    expect(fine.status).toBe(200)
  })

  scenario('random strings into a search argument never answer 5xx', async () => {
    let seed = 42
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const alphabet = [
      '\u0000',
      '\ud800',
      '\udfff',
      '\u0001',
      '\u001f',
      '\u007f',
      '\t',
      '\n',
      'а',
      'z',
      '"',
      '\\',
      '%',
      '_',
      '😀',
      '\ufffe',
    ]
    const query = 'query ($q: String!) { catalogSearchResults(query: $q) { __typename } }'
    for (let i = 0; i < 300; i++) {
      const length = 1 + Math.floor(random() * 12)
      const q = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join(
        ''
      )
      const answer =
        i % 2
          ? await gql(query, { q })
          : await gql(`{ catalogSearchResults(query: ${JSON.stringify(q)}) { __typename } }`)
      if (answer.status >= 500) throw new Error(`${JSON.stringify(q)} → ${answer.status}`)
      expect([200, 400]).toContain(answer.status)
    }
  })
})

const DEAD_COOKIE = /^akv_session=; Max-Age=0/

describe('a dead session cookie is a guest, and the answer clears it', () => {
  const deadTokens = async (userId: number) => {
    const revoked = await createSession(userId)
    await revokeSession(revoked.token)
    const idle = await createSession(userId)
    const longAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000)
    await db.session.update({ where: { id: idle.sessionId }, data: { lastSeenAt: longAgo } })
    return { revoked: revoked.token, idle: idle.token, unknown: 'no-such-session-token' }
  }

  scenario('GraphQL, REST and /api/auth', async (s) => {
    const tokens = await deadTokens(s.user.anna.id)
    for (const [kind, token] of Object.entries(tokens)) {
      const cookie = `akv_session=${token}; auth-provider=dbAuth`

      const graphql = await post(JSON.stringify({ query: '{ __typename }' }), { cookie })
      expect([kind, graphql.status]).toEqual([kind, 200])
      expect(graphql.json.data).toEqual({ __typename: 'Query' })
      expect(String(graphql.headers['set-cookie'])).toMatch(DEAD_COOKIE)

      const rest = await v1Handler(
        mockHttpEvent({
          path: '/v1/brand/',
          httpMethod: 'GET',
          headers: { host: 'shop.test', cookie },
        }),
        mockContext()
      )
      expect(rest.statusCode).toBeLessThan(500)
      expect((rest.multiValueHeaders?.['Set-Cookie'] ?? []).map(String)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(DEAD_COOKIE),
          expect.stringMatching(/^auth-provider=; Max-Age=0/),
        ])
      )

      const auth = await authHandler(
        mockHttpEvent({
          path: '/auth',
          httpMethod: 'GET',
          queryStringParameters: { method: 'getToken' },
          headers: { cookie },
        })
      )
      expect(auth.body).toBe('')
      expect((auth.multiValueHeaders?.['Set-Cookie'] ?? []).map(String)).toEqual(
        expect.arrayContaining([expect.stringMatching(DEAD_COOKIE)])
      )
    }
  })

  scenario('a live session keeps its cookie', async (s) => {
    const live = await createSession(s.user.anna.id)
    const answer = await post(JSON.stringify({ query: '{ __typename }' }), {
      cookie: `akv_session=${live.token}; auth-provider=dbAuth`,
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['set-cookie']).toBeUndefined()
  })
})

describe('CSRF: every GraphQL write from a browser must come from the shop (docs/security.md)', () => {
  const EVIL = { origin: 'https://evil.example' }
  const FOREIGN_WRITES: [string, string, Record<string, unknown>][] = [
    [
      'requestAccountPasswordReset',
      'mutation ($e: String!) { requestAccountPasswordReset(email: $e) { detail } }',
      { e: 'anna@example.kz' },
    ],
    [
      'resendAccountConfirmation',
      'mutation ($e: String!) { resendAccountConfirmation(email: $e) { detail } }',
      { e: 'anna@example.kz' },
    ],
    [
      'registerAccount',
      'mutation ($i: RegisterAccountInput!) { registerAccount(input: $i) { detail } }',
      { i: { email: 'victim@example.kz', password: 'Ochen-dlinnyi-parol-42' } },
    ],
    [
      'resetAccountPassword',
      'mutation ($t: String!, $p: String!) { resetAccountPassword(token: $t, newPassword: $p) { detail } }',
      { t: 'some-token', p: 'Ochen-dlinnyi-parol-42' },
    ],
    [
      'confirmAccountEmail',
      'mutation ($t: String!) { confirmAccountEmail(token: $t) { detail } }',
      { t: 'some-token' },
    ],
    [
      'submitGuestOrder',
      'mutation ($i: GuestOrderInput!) { submitGuestOrder(input: $i) { id } }',
      {
        i: {
          name: 'Ерлан',
          phoneNumber: '+77771234567',
          email: 'erlan@mail.kz',
          items: [{ product: 'A-1', quantity: 1 }],
          privacyPolicyAccepted: true,
        },
      },
    ],
    [
      'submitCallbackLead',
      'mutation ($i: CallbackLeadInput!) { submitCallbackLead(input: $i) { success } }',
      { i: { username: 'Ерлан', phone: '+7 (777) 123 45 67', email: 'erlan@mail.kz' } },
    ],
  ]

  const stored = async () => ({
    users: await db.user.count(),
    tokens: await db.userToken.count(),
    orders: await db.order.count(),
    leads: await db.callbackLead.count(),
    outbox: await db.outboxMessage.count(),
  })

  scenario(
    'each listed mutation from a foreign Origin, no cookie: 403, nothing stored',
    async () => {
      const before = await stored()
      for (const [name, query, variables] of FOREIGN_WRITES) {
        for (const headers of [EVIL, { referer: 'https://evil.example/page' }]) {
          const answer = await post(JSON.stringify({ query, variables }), headers)
          expect({ name, status: answer.status }).toEqual({ name, status: 403 })
          expect(answer.json.errors[0].message).toBe(CROSS_SITE_MESSAGE)
        }
      }
      expect(await stored()).toEqual(before)
    }
  )

  scenario('the same origin with another scheme or port is foreign', async () => {
    const [, query, variables] = FOREIGN_WRITES.at(-1)!
    for (const origin of ['https://shop.test', 'http://shop.test:8080']) {
      const answer = await post(JSON.stringify({ query, variables }), { origin })
      expect(answer.status).toBe(403)
    }
  })

  scenario(
    'a forged X-Forwarded-Host from a client does not make the origin the shop',
    async () => {
      const [, query, variables] = FOREIGN_WRITES.at(-1)!
      const answer = await post(JSON.stringify({ query, variables }), {
        ...EVIL,
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      })
      expect(answer.status).toBe(403)
      expect(await db.callbackLead.count()).toBe(0)
    }
  )

  scenario('bodies a page can send without a preflight are refused, from any origin', async () => {
    const before = await stored()
    const lead = FOREIGN_WRITES.at(-1)!
    const json = JSON.stringify({ query: lead[1], variables: lead[2] })
    const boundary = '----akv'
    const multipart =
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${json}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n--${boundary}--\r\n`
    const forms: [string, string][] = [
      [`multipart/form-data; boundary=${boundary}`, multipart],
      ['text/plain', json],
      ['text/plain;charset=UTF-8', json],
      ['application/x-www-form-urlencoded', `query=${encodeURIComponent(lead[1])}`],
    ]
    for (const [type, body] of forms) {
      // No Origin (as curl) → 415; from a foreign page → 403 already.
      const plain = await post(body, { 'content-type': type })
      expect({ type, status: plain.status }).toEqual({ type, status: 415 })
      expect(plain.json.errors[0].message).toBe(JSON_ONLY_MESSAGE)
      const foreign = await post(body, { 'content-type': type, ...EVIL })
      expect({ type, status: foreign.status }).toEqual({ type, status: 403 })
    }
    expect(await stored()).toEqual(before)
  })

  scenario('a mutation over GET is refused (Yoga), a query over GET answers', async () => {
    const get = async (query: string) => {
      const r = await handler(
        mockHttpEvent({
          path: '/graphql',
          httpMethod: 'GET',
          headers: { host: 'shop.test', ...EVIL },
          queryStringParameters: { query },
        }),
        mockContext()
      )
      return { status: r.statusCode, json: JSON.parse(r.body) }
    }
    const lead = 'mutation { submitCallbackLead(input: {phone: "+77771234567"}) { success } }'
    const refused = await get(lead)
    // Yoga's own rule (usePreventMutationViaGET); the request contract makes it a 400.
    expect([400, 405]).toContain(refused.status)
    expect(refused.json.errors[0].message).toMatch(/mutation operation from a POST request/)
    expect(await db.callbackLead.count()).toBe(0)
    const query = await get('{ __typename }')
    expect(query.status).toBe(200)
    expect(query.json.data).toEqual({ __typename: 'Query' })
  })

  scenario(
    'a GET with a live session cookie is answered as a guest, its cookie kept',
    async (s) => {
      const live = await createSession(s.user.anna.id)
      const cookie = `akv_session=${live.token}; auth-provider=dbAuth`
      const get = async (query: string, headers: Record<string, string> = {}) => {
        const r = await handler(
          mockHttpEvent({
            path: '/graphql',
            httpMethod: 'GET',
            headers: { host: 'shop.test', cookie, ...headers },
            queryStringParameters: { query },
          }),
          mockContext()
        )
        return { status: r.statusCode, json: JSON.parse(r.body), headers: r.headers ?? {} }
      }
      // Same origin or a foreign link: the user's data is never read over GET.
      for (const headers of [{}, EVIL, { referer: 'http://shop.test/account' }]) {
        const me = await get('{ me { email } }', headers)
        expect(me.json.data).toBeNull()
        expect(me.json.errors[0].extensions.code).toBe('UNAUTHENTICATED')
        expect(me.headers['set-cookie']).toBeUndefined()
      }
      // Public queries still answer over GET; the same query over POST is the user's.
      expect((await get('{ __typename }')).json.data).toEqual({ __typename: 'Query' })
      const posted = await post(JSON.stringify({ query: '{ me { email } }' }), { cookie })
      expect(posted.json.data.me.email).toBe(s.user.anna.email)
    }
  )

  scenario('the shop’s own origin (and a server without Origin) works', async () => {
    const [, query, variables] = FOREIGN_WRITES.at(-1)!
    const own = await post(JSON.stringify({ query, variables }), { origin: 'http://shop.test' })
    expect(own.status).toBe(200)
    expect(own.json.data.submitCallbackLead.success).toBe(true)
    const referer = await post(JSON.stringify({ query: '{ __typename }' }), {
      referer: 'http://shop.test/catalog',
    })
    expect(referer.status).toBe(200)
    const server = await post(JSON.stringify({ query: '{ __typename }' }), {
      'content-type': 'application/json; charset=utf-8',
    })
    expect(server.status).toBe(200)
    expect(await db.callbackLead.count()).toBe(1)
  })
})
