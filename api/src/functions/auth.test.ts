import { cookieHeader } from 'testing/rest/testClient'

import { mockHttpEvent } from '@redwoodjs/testing/api'

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
      error: 'Поле обязательно к заполнению Поле обязательно к заполнению',
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
