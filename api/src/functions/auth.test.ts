import { cookieHeader } from 'testing/rest/testClient'

import { mockHttpEvent } from '@redwoodjs/testing/api'

import { accountAtAddress, hit, RATE_RULES } from 'src/lib/rateLimit'

import { handler } from './auth'

const ORIGIN = { host: 'shop.test', origin: 'http://shop.test' }

const post = (body: unknown, headers: Record<string, string> = ORIGIN) =>
  handler(mockHttpEvent({ path: '/auth', httpMethod: 'POST', headers, body: JSON.stringify(body) }))

const getToken = (cookie?: string) =>
  handler(
    mockHttpEvent({
      path: '/auth',
      httpMethod: 'GET',
      queryStringParameters: { method: 'getToken' },
      headers: cookie ? { cookie } : {},
    })
  )

describe('auth function (the web dbAuth client protocol)', () => {
  scenario('logs in with a server-side session and logs out', async (s) => {
    const login = await post({
      method: 'login',
      username: 'anna@example.kz',
      password: 'Пароль-для-тестов-1',
    })
    expect(login.statusCode).toBe(200)
    expect(JSON.parse(login.body)).toEqual({ id: s.user.anna.id })
    const cookie = cookieHeader(login.multiValueHeaders?.['Set-Cookie'] as unknown[])

    expect((await getToken(cookie)).body).toBe(String(s.user.anna.id))
    expect((await getToken()).body).toBe('')

    const logout = await post({ method: 'logout' }, { ...ORIGIN, cookie })
    expect(logout.statusCode).toBe(200)
    expect((await getToken(cookie)).body).toBe('')
  })

  scenario('shows the shared login failure message', async () => {
    const failed = await post({ method: 'login', username: 'anna@example.kz', password: 'нет' })
    expect(failed.statusCode).toBe(400)
    expect(JSON.parse(failed.body)).toEqual({ error: 'Неверный e-mail или пароль.' })
  })

  scenario('reads the credentials with the one login schema', async () => {
    const mistyped = await post({ method: 'login', username: 42, password: { $ne: null } })
    expect(mistyped.statusCode).toBe(400)
    expect(JSON.parse(mistyped.body)).toEqual({ error: 'Введите корректный E-mail Введите текст.' })
    const empty = await post({ method: 'login' })
    expect(JSON.parse(empty.body)).toEqual({
      error: 'Обязательное поле Обязательное поле',
    })
    expect(mistyped.multiValueHeaders).toBeUndefined()
  })

  it('refuses cross-site posts and unsupported methods', async () => {
    const forged = await post(
      { method: 'logout' },
      { host: 'shop.test', origin: 'https://evil.example' }
    )
    expect(forged.statusCode).toBe(403)
    // The full origin counts: https for an http site, and a client's X-Forwarded-Host.
    for (const headers of [
      { host: 'shop.test', origin: 'https://shop.test' },
      { host: 'shop.test', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    ]) {
      expect((await post({ method: 'logout' }, headers)).statusCode).toBe(403)
    }
    expect((await post({ method: 'signup' })).statusCode).toBe(400)
  })
})

jest.setTimeout(120_000)

describe('a stranger from ten addresses cannot lock the owner out (issue 28 §4)', () => {
  const PASSWORD = 'Пароль-для-тестов-1'
  const EMAIL = 'anna@example.kz'
  /** A login attempt from the client address `ip` (the api's socket peer), with cookies. */
  const loginFrom = (ip: string, password: string, cookie?: string) =>
    handler(
      mockHttpEvent({
        path: '/auth',
        httpMethod: 'POST',
        headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ method: 'login', username: 'anna@example.kz', password }),
        requestContext: { identity: { sourceIp: ip } } as never,
      })
    )
  const TOO_MANY = { error: 'Слишком много запросов. Повторите попытку позже.' }

  scenario(
    '100 failures from 10 addresses: the owner’s device and address still log in, the attackers get 429',
    async () => {
      // The owner logged in before from home, in this browser: it keeps the known-device cookie.
      const earlier = await loginFrom('198.51.100.7', PASSWORD)
      expect(earlier.statusCode).toBe(200)
      const setCookies = (earlier.multiValueHeaders?.['Set-Cookie'] ?? []).map(String)
      const deviceCookie = setCookies.find((c) => c.startsWith('akv_device='))!
      expect(deviceCookie).toMatch(/HttpOnly/i)
      expect(deviceCookie).toMatch(/SameSite=Lax/i)
      const device = cookieHeader([deviceCookie])

      // Ten attacker addresses, ten wrong passwords each: the account's 100 are
      // spent. The first nine of each are counted as the login counts them (a
      // scrypt hash each would take the test minutes), the tenth goes on the wire.
      const attackers = Array.from({ length: 10 }, (_, i) => `203.0.113.${i + 1}`)
      for (const ip of attackers) {
        for (let i = 0; i < 9; i++) {
          await hit(RATE_RULES.loginFailuresPerAccountAtIp, accountAtAddress(EMAIL, ip))
          await hit(RATE_RULES.loginFailuresPerAccount, EMAIL)
        }
        const failed = await loginFrom(ip, 'неверный-пароль')
        expect({ ip, status: failed.statusCode }).toEqual({ ip, status: 400 })
      }
      // Every attacker address, and an eleventh, is throttled: 429 JSON in Russian.
      for (const ip of [...attackers, '203.0.113.99']) {
        const refused = await loginFrom(ip, PASSWORD)
        expect({ ip, status: refused.statusCode, body: JSON.parse(refused.body) }).toEqual({
          ip,
          status: 429,
          body: TOO_MANY,
        })
        expect(Number(refused.headers?.['Retry-After'])).toBeGreaterThan(0)
      }

      // The owner, in the browser used before, from a new address (a café): logs in.
      const fromDevice = await loginFrom('192.0.2.50', PASSWORD, device)
      expect(fromDevice.statusCode).toBe(200)
      // From the home address in another browser (no cookie): logs in too.
      const fromHome = await loginFrom('198.51.100.7', PASSWORD)
      expect(fromHome.statusCode).toBe(200)

      // The owner's logins gave the attackers nothing back: still 429 for a new address.
      expect((await loginFrom('203.0.113.100', PASSWORD)).statusCode).toBe(429)
      // A forged or foreign device cookie is no pass.
      const forged = await loginFrom(
        '203.0.113.101',
        PASSWORD,
        'akv_device=AAAAAAAAAAAAAAAAAAAAAA.x'
      )
      expect(forged.statusCode).toBe(429)
    }
  )

  scenario('a known device has its own small share of failures', async () => {
    const first = await loginFrom('198.51.100.8', PASSWORD)
    const device = cookieHeader(
      (first.multiValueHeaders?.['Set-Cookie'] ?? [])
        .map(String)
        .filter((c) => c.startsWith('akv_device='))
    )
    const nonce = /akv_device=([^.]+)\./.exec(device)![1]
    for (let i = 0; i < 9; i++) {
      await hit(RATE_RULES.loginFailuresPerAccountKnownClient, `device ${nonce} ${EMAIL}`)
    }
    expect((await loginFrom('192.0.2.60', 'неверный-пароль', device)).statusCode).toBe(400)
    const refused = await loginFrom('192.0.2.60', PASSWORD, device)
    expect({ status: refused.statusCode, body: JSON.parse(refused.body) }).toEqual({
      status: 429,
      body: TOO_MANY,
    })
  })
})
