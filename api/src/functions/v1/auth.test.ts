import { expectContract } from 'testing/rest/expectContract'
import { callV1, cookieHeader } from 'testing/rest/testClient'

import { db } from 'src/lib/db'
import { loginInput } from 'src/lib/domain/accountInput'
import { TooManyRequestsError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { accountAtAddress, bucketKey, hit, RATE_RULES } from 'src/lib/rateLimit'
import { badBodyMessage } from 'src/rest/inputGuard'
import { EMAIL_NOT_CONFIRMED, login, LOGIN_FAILED } from 'src/services/accounts/accounts'

const PASSWORD = 'Пароль-для-тестов-1'
const ORIGIN = { origin: 'http://shop.test' }

const loginAs = (email: string, password = PASSWORD, headers: Record<string, string> = ORIGIN) =>
  callV1('/auth/login/', { method: 'POST', body: { email, password }, headers })

describe('POST /api/v1/auth/login/', () => {
  scenario('logs in, sets an HttpOnly SameSite cookie and upgrades an old hash', async () => {
    const answer = await loginAs('Anna@Example.kz ')
    expect(answer.status).toBe(200)
    expectContract('POST', '/auth/login/', answer.body)
    expect(answer.body).toMatchObject({
      email: 'anna@example.kz',
      last_name: 'Сериккызы',
      first_name: 'Анна',
      role: 'customer',
      groups: [{ name: 'b2c', title: 'Розничные покупатели' }],
    })
    expect(answer.body).not.toHaveProperty('hashed_password')
    const session = answer.cookies.find((c) => c.startsWith('akv_session='))!
    expect(session).toMatch(/HttpOnly/)
    expect(session).toMatch(/SameSite=Lax/)
    expect(answer.cookies.some((c) => c.startsWith('auth-provider=dbAuth'))).toBe(true)

    const user = await db.user.findUniqueOrThrow({ where: { email: 'anna@example.kz' } })
    expect(user.hashedPassword).toMatch(/^scrypt\$ln=17,r=8,p=1\$/)
    expect(await loginAs('anna@example.kz')).toMatchObject({ status: 200 })
  })

  scenario('answers the same for an unknown e-mail and a wrong password', async () => {
    const unknown = await loginAs('nobody@example.kz')
    const wrong = await loginAs('anna@example.kz', 'не тот пароль')
    expect(unknown).toMatchObject({ status: 400, body: { non_field_errors: [LOGIN_FAILED] } })
    expect(wrong.body).toEqual(unknown.body)
    expect(wrong.cookies).toEqual([])
  })

  scenario('asks to confirm the e-mail first', async () => {
    expect((await loginAs('fresh@example.kz')).body).toEqual({
      non_field_errors: [EMAIL_NOT_CONFIRMED],
    })
  })

  scenario('requires both fields', async () => {
    const answer = await callV1('/auth/login/', { method: 'POST', body: {}, headers: ORIGIN })
    expect(answer.body).toEqual({
      email: ['Обязательное поле'],
      password: ['Обязательное поле'],
    })
  })

  scenario('takes DRF’s `username` for the e-mail; `email` wins when both are sent', async () => {
    const post = (body: unknown) =>
      callV1('/auth/login/', { method: 'POST', body, headers: ORIGIN })
    expect((await post({ username: 'anna@example.kz', password: PASSWORD })).status).toBe(200)
    expect(
      (await post({ email: 'anna@example.kz', username: 'x', password: PASSWORD })).status
    ).toBe(200)
  })

  scenario('refuses a mistyped or hostile body with 400 and Russian messages', async () => {
    const post = (body: unknown) =>
      callV1('/auth/login/', { method: 'POST', body, headers: ORIGIN })
    expect(await post({ email: 42, password: { $ne: null } })).toMatchObject({
      status: 400,
      body: { email: ['Введите корректный E-mail'], password: ['Введите текст.'] },
    })
    // Control characters are refused at the edge, naming the field; no session is made.
    const hostile = await post({ email: 'anna@example.kz', password: 'Пароль\u0000-для-тестов-1' })
    expect(hostile).toMatchObject({ status: 400, body: { detail: badBodyMessage('password') } })
    expect(hostile.cookies).toEqual([])
    expect(await post({ email: 'anna@example.kz', password: 'я'.repeat(1025) })).toMatchObject({
      status: 400,
      body: { password: ['Убедитесь, что это поле содержит не более 1024 символов.'] },
    })
    expect(await post(['anna@example.kz'])).toMatchObject({
      status: 400,
      body: { non_field_errors: ['Ожидается объект с полями.'] },
    })
  })

  scenario('limits attempts per address with 429 and Retry-After', async () => {
    for (let i = 0; i < RATE_RULES.loginPerIp.limit; i++)
      await hit(RATE_RULES.loginPerIp, 'unknown')
    const answer = await loginAs('anna@example.kz')
    expect(answer.status).toBe(429)
    expect(Number(answer.headers['Retry-After'])).toBeGreaterThan(0)
  })

  scenario(
    'counts failures per address, not logins that succeed (an office behind one address)',
    async () => {
      const rule = RATE_RULES.loginPerIp
      for (let i = 0; i < rule.limit - 1; i++) await hit(rule, 'unknown')
      // Each success is counted while it runs and given back after.
      expect((await loginAs('anna@example.kz')).status).toBe(200)
      expect((await loginAs('anna@example.kz')).status).toBe(200)
      expect((await loginAs('anna@example.kz', 'не тот пароль')).status).toBe(400)
      expect((await loginAs('anna@example.kz', 'не тот пароль')).status).toBe(429)
      expect((await loginAs('anna@example.kz')).status).toBe(429)
    }
  )

  scenario('limits failed attempts per account to 100 an hour', async () => {
    const rule = RATE_RULES.loginFailuresPerAccount
    expect(rule).toMatchObject({ limit: 100, windowSeconds: 3600 })
    for (let i = 0; i < rule.limit; i++) await hit(rule, 'anna@example.kz')
    expect((await loginAs('anna@example.kz')).status).toBe(429)
  })

  scenario(
    "lets one address spend only 10 of an account's attempts: a stranger cannot lock its owner out",
    async () => {
      const rule = RATE_RULES.loginFailuresPerAccountAtIp
      expect(rule).toMatchObject({ limit: 10, windowSeconds: 3600 })
      const stranger = { ip: '203.0.113.5', userAgent: null }
      for (let i = 0; i < rule.limit; i++) {
        await hit(rule, accountAtAddress('anna@example.kz', stranger.ip))
      }
      await expect(
        login(parseInput(loginInput, { email: 'Anna@Example.kz', password: PASSWORD }), stranger)
      ).rejects.toBeInstanceOf(TooManyRequestsError)
      // The refused attempt did not count against the account: its owner logs in elsewhere.
      const accountBucket = bucketKey(RATE_RULES.loginFailuresPerAccount, 'anna@example.kz')
      expect(await db.rateLimitBucket.findUnique({ where: { key: accountBucket } })).toBeNull()
      const owner = await login(
        { email: 'anna@example.kz', password: PASSWORD },
        { ip: '198.51.100.7', userAgent: null }
      )
      expect(owner.user.email).toBe('anna@example.kz')
      // One IPv6 subscriber (a /64) is one address.
      expect(accountAtAddress('anna@example.kz', '2001:db8:1:2::5')).toBe(
        accountAtAddress('ANNA@example.kz', '2001:db8:1:2:ffff::9')
      )
    }
  )

  scenario('refuses a login form posted from another site', async () => {
    const answer = await loginAs('anna@example.kz', PASSWORD, { origin: 'https://evil.example' })
    expect(answer.status).toBe(403)
    expect(answer.cookies).toEqual([])
  })
})

describe('login check and logout', () => {
  scenario('knows the session, ends it on logout, and refuses cross-site logout', async () => {
    const cookie = cookieHeader((await loginAs('anna@example.kz')).cookies)

    const check = await callV1('/auth/login-check', { headers: { cookie } })
    expect(check.status).toBe(200)
    expectContract('GET', '/auth/login-check', check.body)
    expect(check.body).toMatchObject({ email: 'anna@example.kz' })

    const forged = await callV1('/auth/logout/', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
    })
    expect(forged.status).toBe(403)
    expect((await callV1('/auth/login-check', { headers: { cookie } })).status).toBe(200)

    // Logout takes no fields: a body that is not an object is refused, and the session lives on.
    const stuffed = await callV1('/auth/logout/', {
      method: 'POST',
      body: ['all'],
      headers: { cookie, ...ORIGIN },
    })
    expect(stuffed).toMatchObject({ status: 400, body: { non_field_errors: [expect.any(String)] } })
    expect((await callV1('/auth/login-check', { headers: { cookie } })).status).toBe(200)

    const logout = await callV1('/auth/logout/', { method: 'POST', headers: { cookie, ...ORIGIN } })
    expect(logout.status).toBe(200)
    expect(logout.cookies.some((c) => /^akv_session=;/.test(c))).toBe(true)
    // The browser may keep the old cookie: the server no longer honours it.
    expect(await callV1('/auth/login-check', { headers: { cookie } })).toMatchObject({
      status: 401,
      body: { detail: 'Учетные данные не были предоставлены.' },
    })
  })

  it('answers 401 to a guest', async () => {
    expect((await callV1('/auth/login-check')).status).toBe(401)
  })
})
