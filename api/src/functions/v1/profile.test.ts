import { expectContract } from 'testing/rest/expectContract'
import { callV1, cookieHeader } from 'testing/rest/testClient'

import { db } from 'src/lib/db'
import { PASSWORD_MESSAGES } from 'src/lib/passwords'
import { badBodyMessage } from 'src/rest/inputGuard'

import { PASSWORD } from './profile.scenarios'

// Each login or password check spends one scrypt at N = 2^17 (about 0.5 s).
jest.setTimeout(60_000)

const NEW_PASSWORD = 'Новый-пароль-2025'
const ORIGIN = { origin: 'http://shop.test' }
const EVIL = { origin: 'https://evil.example' }

/** Logs in over REST and gives the cookie header a browser would send back. */
async function login(email: string, password = PASSWORD) {
  const answer = await callV1('/auth/login/', {
    method: 'POST',
    body: { email, password },
    headers: ORIGIN,
  })
  expect({ email, status: answer.status }).toEqual({ email, status: 200 })
  return cookieHeader(answer.cookies)
}

const patch = (path: string, body: unknown, cookie?: string, origin = ORIGIN) =>
  callV1(path, { method: 'PATCH', body, headers: { ...origin, ...(cookie ? { cookie } : {}) } })

const check = (cookie: string) => callV1('/auth/login-check', { headers: { cookie } })

describe('guests', () => {
  scenario('get 401 from every profile call', async () => {
    for (const answer of [
      await callV1('/users/'),
      await patch('/users/', { first_name: 'Взлом' }),
      await patch('/auth/change-password/', {
        current_password: PASSWORD,
        new_password: NEW_PASSWORD,
      }),
    ]) {
      expect(answer).toMatchObject({
        status: 401,
        body: { detail: 'Учетные данные не были предоставлены.' },
      })
    }
    expect(await db.user.count({ where: { firstName: 'Взлом' } })).toBe(0)
  })
})

describe('GET and PATCH /api/v1/users/', () => {
  scenario('the owner reads and changes names and phone, never e-mail or role', async (s) => {
    const cookie = await login('anna@example.kz')

    const own = await callV1('/users/', { headers: { cookie } })
    expect(own.status).toBe(200)
    expectContract('GET', '/users/', own.body)
    expect(own.body).toMatchObject({ id: s.user.anna.id, email: 'anna@example.kz' })

    const changed = await patch(
      '/users/',
      { last_name: ' Серикова ', middle_name: 'Маратовна', phone: '+7 (701) 234 56 78' },
      cookie
    )
    expect(changed.status).toBe(200)
    expectContract('PATCH', '/users/', changed.body)
    expect(changed.body).toMatchObject({
      email: 'anna@example.kz',
      last_name: 'Серикова',
      first_name: 'Анна',
      middle_name: 'Маратовна',
      phone: '+77012345678',
      role: 'customer',
      groups: [{ name: 'b2c', title: 'Розничные покупатели' }],
    })

    const forbidden = await patch(
      '/users/',
      { first_name: 'Мария', role: 'vip', email: 'mallory@example.kz', groups: ['vip'] },
      cookie
    )
    expect(forbidden).toMatchObject({
      status: 400,
      body: {
        role: ['Это поле нельзя изменить.'],
        email: ['Это поле нельзя изменить.'],
        groups: ['Это поле нельзя изменить.'],
      },
    })
    const mistyped = await patch(
      '/users/',
      { last_name: 'Я'.repeat(101), first_name: { x: 1 }, middle_name: ['М'], phone: 7701 },
      cookie
    )
    expect(mistyped).toMatchObject({
      status: 400,
      body: {
        last_name: ['Убедитесь, что это поле содержит не более 100 символов.'],
        first_name: ['Введите строку.'],
        middle_name: ['Введите строку.'],
        phone: ['Введите полный номер телефона'],
      },
    })
    expect(await patch('/users/', { first_name: 'Ан\u202eна' }, cookie)).toMatchObject({
      status: 400,
      body: { detail: badBodyMessage('first_name') },
    })
    expect(await patch('/users/', ['first_name'], cookie)).toMatchObject({
      status: 400,
      body: { non_field_errors: ['Неверные данные. Ожидался словарь.'] },
    })
    const badPhone = await patch('/users/', { phone: '8 701 234' }, cookie)
    expect(badPhone).toMatchObject({
      status: 400,
      body: { phone: ['Введите полный номер телефона'] },
    })

    const anna = await db.user.findUniqueOrThrow({ where: { id: s.user.anna.id } })
    expect(anna).toMatchObject({
      email: 'anna@example.kz',
      role: 'customer',
      firstName: 'Анна',
      lastName: 'Серикова',
      phone: '+77012345678',
    })
    const boris = await db.user.findUniqueOrThrow({ where: { id: s.user.boris.id } })
    expect(boris).toMatchObject({ lastName: '', middleName: '', phone: null })
  })

  scenario('refuses a PATCH carrying the cookie from another site', async (s) => {
    const cookie = await login('anna@example.kz')
    const forged = await patch('/users/', { first_name: 'Взлом' }, cookie, EVIL)
    expect(forged.status).toBe(403)
    const forgedPassword = await patch(
      '/auth/change-password/',
      { current_password: PASSWORD, new_password: NEW_PASSWORD },
      cookie,
      EVIL
    )
    expect(forgedPassword.status).toBe(403)
    const anna = await db.user.findUniqueOrThrow({ where: { id: s.user.anna.id } })
    expect(anna.firstName).toBe('Анна')
    expect(anna.hashedPassword).toBe(s.user.anna.hashedPassword)
  })
})

describe('PATCH /api/v1/auth/change-password/', () => {
  scenario('checks both passwords, then ends only the user’s other sessions', async () => {
    const current = await login('anna@example.kz')
    const other = await login('anna@example.kz')
    const boris = await login('boris@example.kz')

    const wrong = await patch(
      '/auth/change-password/',
      { current_password: 'не тот пароль', new_password: NEW_PASSWORD },
      current
    )
    expect(wrong).toMatchObject({
      status: 400,
      body: { current_password: ['Неверный текущий пароль.'] },
    })
    expect(wrong.body).not.toHaveProperty('new_password')

    const weak = await patch(
      '/auth/change-password/',
      { current_password: PASSWORD, new_password: 'qwerty123' },
      current
    )
    expect(weak).toMatchObject({
      status: 400,
      body: { new_password: ['Этот пароль слишком распространён, выберите другой'] },
    })
    expect(weak.body).not.toHaveProperty('current_password')
    expect(PASSWORD_MESSAGES.tooCommon).toBe('Этот пароль слишком распространён, выберите другой')

    const mistyped = await patch(
      '/auth/change-password/',
      { current_password: 12345678, new_password: '12345678' },
      current
    )
    expect(mistyped).toMatchObject({
      status: 400,
      body: {
        current_password: ['Введите текст.'],
        new_password: expect.arrayContaining([PASSWORD_MESSAGES.onlyDigits]),
      },
    })

    const done = await patch(
      '/auth/change-password/',
      { current_password: PASSWORD, new_password: NEW_PASSWORD },
      current
    )
    expect(done).toMatchObject({ status: 200, body: { detail: 'Пароль изменён.' } })
    expectContract('PATCH', '/auth/change-password/', done.body)

    expect((await check(current)).status).toBe(200)
    expect((await check(other)).status).toBe(401)
    expect((await check(boris)).status).toBe(200)

    await login('anna@example.kz', NEW_PASSWORD)
    const old = await callV1('/auth/login/', {
      method: 'POST',
      body: { email: 'anna@example.kz', password: PASSWORD },
      headers: ORIGIN,
    })
    expect(old.status).toBe(400)
  })
})
