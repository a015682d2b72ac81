import type { User } from '@prisma/client'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { PROFILE_MESSAGES } from 'src/lib/domain/accountInput'
import { PHONE_INCOMPLETE_MESSAGE } from 'src/lib/domain/phone'
import { InvalidInputError, NotAuthenticatedError, TooManyRequestsError } from 'src/lib/errors'
import { PASSWORD_MESSAGES, verifyPassword } from 'src/lib/passwords'
import { hit, RATE_RULES } from 'src/lib/rateLimit'
import { createSession, resolveSession } from 'src/lib/sessions'

import {
  changeMyPassword as changeMyPasswordResolver,
  updateMyProfile as updateMyProfileResolver,
} from './profile'
import { PASSWORD } from './profile.scenarios'

// Each login or password check spends one scrypt at N = 2^17 (about 0.5 s).
jest.setTimeout(60_000)

const NEW_PASSWORD = 'Новый-пароль-2025'

const loginAs = (user: User, sessionId?: string) =>
  mockCurrentUser(
    currentUserFixture({ id: user.id, email: user.email, role: user.role, sessionId })
  )

// The GraphQL mutations: arguments parsed by the one schema, then the service.
const updateMyProfile = (args: { input: Record<string, unknown> }) =>
  updateMyProfileResolver(args as never, {} as never) as Promise<Record<string, unknown>>
const changeMyPassword = (args: Record<string, unknown>) =>
  changeMyPasswordResolver(args as never, {} as never) as Promise<boolean>

/** The fields of the InvalidInputError `promise` rejects with. */
async function fieldsOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(InvalidInputError)
  return (error as InvalidInputError).fields
}

describe('profile of a guest', () => {
  scenario('both calls answer 401 and change nothing', async (s) => {
    await expect(updateMyProfile({ input: { firstName: 'Взлом' } })).rejects.toThrow(
      NotAuthenticatedError
    )
    await expect(
      changeMyPassword({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
    ).rejects.toThrow(NotAuthenticatedError)
    const anna = await db.user.findUniqueOrThrow({ where: { id: s.user.anna.id } })
    expect(anna.firstName).toBe('Анна')
    expect(anna.hashedPassword).toBe(s.user.anna.hashedPassword)
  })
})

describe('updateMyProfile', () => {
  scenario('changes the owner’s trimmed names and phone only', async (s) => {
    loginAs(s.user.anna)
    const info = await updateMyProfile({
      input: {
        lastName: '  Серикова ',
        firstName: 'Анна',
        middleName: ' Маратовна',
        phone: '8 (701) 234-56-78',
      },
    })
    expect(info).toMatchObject({
      id: s.user.anna.id,
      email: 'anna@example.kz',
      lastName: 'Серикова',
      firstName: 'Анна',
      middleName: 'Маратовна',
      phone: '+77012345678',
      role: 'customer',
      groups: [{ name: 'b2c', title: 'Розничные покупатели' }],
    })
    const boris = await db.user.findUniqueOrThrow({ where: { id: s.user.boris.id } })
    expect(boris).toMatchObject({ firstName: 'Борис', lastName: '', phone: null })
  })

  scenario('leaves absent fields as they are and clears the phone when empty', async (s) => {
    loginAs(s.user.anna)
    expect(await updateMyProfile({ input: { middleName: 'Маратовна' } })).toMatchObject({
      lastName: 'Сериккызы',
      middleName: 'Маратовна',
      phone: '+77010000001',
    })
    expect((await updateMyProfile({ input: { phone: '' } })).phone).toBeNull()
    expect((await updateMyProfile({ input: {} })).firstName).toBe('Анна')
  })

  scenario('refuses e-mail, role, groups, state and password', async (s) => {
    loginAs(s.user.anna)
    const input = {
      firstName: 'Мария',
      email: 'mallory@example.kz',
      role: 'editor',
      groups: [{ name: 'vip' }],
      is_active: false,
      password: 'что-то-новое-1',
    }
    expect(await fieldsOf(updateMyProfile({ input }))).toEqual({
      email: [PROFILE_MESSAGES.readOnly],
      role: [PROFILE_MESSAGES.readOnly],
      groups: [PROFILE_MESSAGES.readOnly],
      is_active: [PROFILE_MESSAGES.readOnly],
      password: [PROFILE_MESSAGES.readOnly],
    })
    const anna = await db.user.findUniqueOrThrow({ where: { id: s.user.anna.id } })
    expect(anna).toMatchObject({
      email: 'anna@example.kz',
      role: 'customer',
      firstName: 'Анна',
      isActive: true,
      hashedPassword: s.user.anna.hashedPassword,
    })
  })

  scenario('answers field messages for a bad phone and long or non-text names', async (s) => {
    loginAs(s.user.anna)
    expect(
      await fieldsOf(
        updateMyProfile({
          input: {
            phone: '+7 (701) 234 56 7',
            lastName: 'Я'.repeat(101),
            firstName: 42 as unknown as string,
          },
        })
      )
    ).toEqual({
      phone: [PHONE_INCOMPLETE_MESSAGE],
      lastName: [PROFILE_MESSAGES.tooLong],
      firstName: [PROFILE_MESSAGES.notString],
    })
    expect(PHONE_INCOMPLETE_MESSAGE).toBe('Введите полный номер телефона')
    // 100 characters (after trimming) are fine.
    const info = await updateMyProfile({ input: { lastName: ` ${'Я'.repeat(100)} ` } })
    expect(info.lastName).toHaveLength(100)
    expect(info.phone).toBe('+77010000001')
  })
})

describe('changeMyPassword', () => {
  scenario('requires both fields', async (s) => {
    loginAs(s.user.anna)
    expect(await fieldsOf(changeMyPassword({}))).toEqual({
      currentPassword: [PROFILE_MESSAGES.required],
      newPassword: [PROFILE_MESSAGES.required],
    })
  })

  scenario('refuses a wrong current password and a weak new one', async (s) => {
    loginAs(s.user.anna)
    expect(
      await fieldsOf(changeMyPassword({ currentPassword: 'не тот', newPassword: 'anna1234' }))
    ).toEqual({
      currentPassword: ['Неверный текущий пароль.'],
      newPassword: [PASSWORD_MESSAGES.containsEmail],
    })
    expect(
      await fieldsOf(changeMyPassword({ currentPassword: PASSWORD, newPassword: '1234567' }))
    ).toEqual({
      newPassword: [PASSWORD_MESSAGES.tooShort, PASSWORD_MESSAGES.onlyDigits],
    })
    const anna = await db.user.findUniqueOrThrow({ where: { id: s.user.anna.id } })
    expect(anna.hashedPassword).toBe(s.user.anna.hashedPassword)
  })

  scenario('stores the new hash and ends every other session of the user', async (s) => {
    const current = await createSession(s.user.anna.id)
    const other = await createSession(s.user.anna.id)
    const borisSession = await createSession(s.user.boris.id)
    const reset = await db.userToken.create({
      data: {
        userId: s.user.anna.id,
        kind: 'password_reset',
        tokenHash: 'hash-of-a-recovery-link',
        expiresAt: new Date(Date.now() + 3600_000),
      },
    })
    loginAs(s.user.anna, current.sessionId)

    expect(await changeMyPassword({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).toBe(
      true
    )

    const anna = await db.user.findUniqueOrThrow({ where: { id: s.user.anna.id } })
    expect(anna.hashedPassword).toMatch(/^scrypt\$ln=17,r=8,p=1\$/)
    expect(anna.salt).toBe('')
    expect((await verifyPassword(NEW_PASSWORD, anna)).ok).toBe(true)
    expect(await resolveSession(current.token)).not.toBeNull()
    expect(await resolveSession(other.token)).toBeNull()
    expect(await resolveSession(borisSession.token)).not.toBeNull()
    expect(
      (await db.userToken.findUniqueOrThrow({ where: { id: reset.id } })).usedAt
    ).not.toBeNull()
  })

  scenario('limits guesses of the current password per account', async (s) => {
    const rule = RATE_RULES.passwordChangePerAccount
    expect(rule).toMatchObject({ limit: 10, windowSeconds: 3600 })
    for (let i = 0; i < rule.limit; i++) await hit(rule, `user:${s.user.anna.id}`)
    loginAs(s.user.anna)
    await expect(
      changeMyPassword({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
    ).rejects.toThrow(TooManyRequestsError)
    // Another account has its own count.
    loginAs(s.user.boris)
    expect(
      await fieldsOf(changeMyPassword({ currentPassword: 'не тот', newPassword: NEW_PASSWORD }))
    ).toEqual({ currentPassword: [PROFILE_MESSAGES.wrongCurrentPassword] })
  })
})
