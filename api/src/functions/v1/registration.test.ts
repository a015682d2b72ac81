import { db } from 'src/lib/db'
import { hit, RATE_RULES } from 'src/lib/rateLimit'
import { callV1, cookieHeader } from 'src/lib/rest/testClient'
import { BAD_TOKEN, REGISTERED, RESET_SENT } from 'src/services/accounts/registration'

const ORIGIN = { origin: 'http://shop.test' }
const post = (path: string, body: unknown, headers: Record<string, string> = ORIGIN) =>
  callV1(path, { method: 'POST', body, headers })

/** The newest letter to `to`, and the token of its link, as the shopper would click it. */
async function lastLetter(to: string) {
  const rows = await db.outboxMessage.findMany({ where: { kind: 'mail' }, orderBy: { id: 'desc' } })
  const letter = rows
    .map((r) => r.payload as { to: string; subject: string; text: string })
    .find((p) => p.to === to)
  const token = letter?.text.match(/token=([^\s]+)/)?.[1]
  return { letter, token: token && decodeURIComponent(token) }
}

describe('registration and e-mail confirmation', () => {
  scenario('registers a retail customer who confirms the e-mail and logs in', async () => {
    const answer = await post('/users/', {
      email: 'Marat@Example.kz',
      password: 'Крепкий-пароль-2026',
      last_name: 'Сериков',
      first_name: 'Марат',
    })
    expect(answer).toMatchObject({ status: 201, body: { success: true, detail: REGISTERED } })
    const user = await db.user.findUniqueOrThrow({
      where: { email: 'marat@example.kz' },
      include: { groups: { include: { group: true } } },
    })
    expect(user.groups.map((g) => g.group.name)).toEqual(['b2c'])
    expect(user.emailConfirmedAt).toBeNull()
    expect(user.hashedPassword).toMatch(/^scrypt\$ln=17/)

    const { letter, token } = await lastLetter('marat@example.kz')
    expect(letter?.subject).toBe('Подтвердите e-mail для входа в Акваторию')
    // Only the hash of the token is stored.
    expect(JSON.stringify(await db.userToken.findMany())).not.toContain(token)

    const login = () =>
      post('/auth/login/', { email: 'marat@example.kz', password: 'Крепкий-пароль-2026' })
    expect((await login()).status).toBe(400)
    expect((await post('/users/confirm', { token })).status).toBe(200)
    expect((await login()).status).toBe(200)
    // A link works once.
    expect(await post('/users/confirm', { token })).toMatchObject({
      status: 400,
      body: { success: false, errors: { token: [BAD_TOKEN] } },
    })
  })

  scenario('answers an existing address like a new one and tells its owner by letter', async () => {
    const answer = await post('/users/', {
      email: 'anna@example.kz',
      password: 'Крепкий-пароль-2026',
    })
    expect(answer).toMatchObject({ status: 201, body: { detail: REGISTERED } })
    expect((await lastLetter('anna@example.kz')).letter?.subject).toBe(
      'Вы уже зарегистрированы в Акватории'
    )
    expect(await db.user.count({ where: { email: 'anna@example.kz' } })).toBe(1)
  })

  scenario('refuses weak passwords and malformed addresses with Russian messages', async () => {
    const weak = await post('/users/', { email: 'new@example.kz', password: '12345' })
    expect(weak.status).toBe(400)
    expect(weak.body!.success).toBe(false)
    expect(weak.body!.errors.password).toContain('Пароль должен содержать не менее 8 символов')
    const bad = await post('/users/', { email: 'not-an-email', password: 'Крепкий-пароль-2026' })
    expect(bad.body).toEqual({ success: false, errors: { email: ['Введите корректный E-mail'] } })
  })

  scenario('resends the letter to unconfirmed accounts only, answering alike', async () => {
    const fresh = await post('/users/resend', { email: 'fresh@example.kz' })
    const confirmed = await post('/users/resend', { email: 'anna@example.kz' })
    const unknown = await post('/users/resend', { email: 'nobody@example.kz' })
    expect(fresh.body).toEqual(confirmed.body)
    expect(unknown.body).toEqual(confirmed.body)
    expect((await lastLetter('fresh@example.kz')).token).toBeTruthy()
    expect((await lastLetter('anna@example.kz')).letter).toBeUndefined()
  })

  scenario('limits registrations per address', async () => {
    for (let i = 0; i < RATE_RULES.registrationPerIp.limit; i++) {
      await hit(RATE_RULES.registrationPerIp, 'unknown')
    }
    const answer = await post('/users/', {
      email: 'late@example.kz',
      password: 'Крепкий-пароль-2026',
    })
    expect(answer.status).toBe(429)
  })

  scenario('refuses a registration posted from another site', async () => {
    const answer = await post(
      '/users/',
      { email: 'x@example.kz', password: 'Крепкий-пароль-2026' },
      { origin: 'https://evil.example' }
    )
    expect(answer.status).toBe(403)
  })
})

describe('password recovery', () => {
  scenario('sets a new password by the letter’s link and ends every session', async () => {
    const before = cookieHeader(
      (await post('/auth/login/', { email: 'anna@example.kz', password: 'Пароль-для-тестов-1' }))
        .cookies
    )
    expect((await post('/users/password-reset/', { email: 'anna@example.kz' })).body).toEqual({
      detail: RESET_SENT,
    })
    const { token } = await lastLetter('anna@example.kz')

    const weak = await post('/users/password-reset/confirm/', { token, new_password: 'qwerty123' })
    expect(weak.status).toBe(400)

    const done = await post('/users/password-reset/confirm/', {
      token,
      new_password: 'Новый-пароль-2026',
    })
    expect(done.status).toBe(200)
    expect((await callV1('/auth/login-check', { headers: { cookie: before } })).status).toBe(401)
    expect(
      (await post('/auth/login/', { email: 'anna@example.kz', password: 'Новый-пароль-2026' }))
        .status
    ).toBe(200)
    expect(
      (await post('/users/password-reset/confirm/', { token, new_password: 'Ещё-пароль-2026' }))
        .status
    ).toBe(400)
  })

  scenario('answers alike for unknown addresses and refuses expired links', async () => {
    expect((await post('/users/password-reset/', { email: 'nobody@example.kz' })).body).toEqual({
      detail: RESET_SENT,
    })
    await post('/users/password-reset/', { email: 'anna@example.kz' })
    const { token } = await lastLetter('anna@example.kz')
    await db.userToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } })
    const answer = await post('/users/password-reset/confirm/', {
      token,
      new_password: 'Новый-пароль-2026',
    })
    expect(answer).toMatchObject({ status: 400, body: { token: [BAD_TOKEN] } })
  })
})
