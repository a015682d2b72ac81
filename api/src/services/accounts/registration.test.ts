import { db } from 'src/lib/db'
import { BAD_TOKEN } from 'src/lib/domain/accountInput'
import { INVALID_CHARACTERS_MESSAGE } from 'src/lib/domain/inputFields'
import { PASSWORD_MESSAGES, passwordProblems } from 'src/lib/domain/passwordRules'
import { InvalidInputError } from 'src/lib/errors'
import * as passwords from 'src/lib/passwords'

import {
  confirmAccountEmail,
  registerAccount,
  requestAccountPasswordReset,
  resendAccountConfirmation,
  resetAccountPassword,
} from './registration'

/** The fields of the InvalidInputError `promise` rejects with. */
async function fieldsOf(result: unknown) {
  const error = await Promise.resolve(result).then(
    () => null,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(InvalidInputError)
  return (error as InvalidInputError).fields
}

describe('registration over GraphQL', () => {
  scenario('registers and confirms through the mutations', async () => {
    const answer = await registerAccount(
      { input: { email: 'dana@example.kz', password: 'Крепкий-пароль-2026', firstName: 'Дана' } },
      {} as never
    )
    expect(answer.detail).toContain('Проверьте почту')
    const letter = await db.outboxMessage.findFirstOrThrow({ orderBy: { id: 'desc' } })
    const token = decodeURIComponent(
      (letter.payload as { text: string }).text.match(/token=(\S+)/)![1]
    )
    await confirmAccountEmail({ token }, {} as never)
    const user = await db.user.findUniqueOrThrow({ where: { email: 'dana@example.kz' } })
    expect(user.firstName).toBe('Дана')
    expect(user.emailConfirmedAt).not.toBeNull()
    expect(
      (await resendAccountConfirmation({ email: 'dana@example.kz' }, {} as never)).detail
    ).toBeTruthy()
  })
})

describe('the mutations parse their arguments with the REST bodies’ schemas', () => {
  scenario('refuses hostile and mistyped arguments before any work', async () => {
    const users = await db.user.count()
    const input = {
      email: 42,
      password: 'qwerty123',
      firstName: 'Да\u202eна',
      lastName: { a: 1 },
    } as never
    expect(await fieldsOf(registerAccount({ input }, {} as never))).toEqual({
      email: ['Введите корректный E-mail'],
      password: [PASSWORD_MESSAGES.tooCommon],
      firstName: [INVALID_CHARACTERS_MESSAGE],
      lastName: ['Введите строку.'],
    })
    expect(await fieldsOf(confirmAccountEmail({ token: 'abc\u0000' }, {} as never))).toEqual({
      token: [BAD_TOKEN],
    })
    expect(
      await fieldsOf(resendAccountConfirmation({ email: 'a\ud800@b.kz' }, {} as never))
    ).toEqual({ email: ['Введите корректный E-mail'] })
    expect(await fieldsOf(requestAccountPasswordReset({ email: '' }, {} as never))).toEqual({
      email: ['Обязательное поле'],
    })
    expect(
      await fieldsOf(resetAccountPassword({ token: 'abc', newPassword: '12345678' }, {} as never))
    ).toEqual({ newPassword: passwordProblems('12345678') })
    expect(passwordProblems('12345678')).toContain(PASSWORD_MESSAGES.onlyDigits)
    expect(await db.user.count()).toBe(users)
    expect(await db.outboxMessage.count()).toBe(0)
  })
})

describe('a made-up reset token costs no password hash', () => {
  scenario('is refused before the new password is hashed', async () => {
    const hashing = jest.spyOn(passwords, 'hashPassword')
    try {
      expect(
        await fieldsOf(
          resetAccountPassword(
            { token: 'made-up-token-of-a-stranger', newPassword: 'Ochen-dlinnyi-parol-42' },
            {} as never
          )
        )
      ).toEqual({ token: [BAD_TOKEN] })
      expect(hashing).not.toHaveBeenCalled()
    } finally {
      hashing.mockRestore()
    }
  })
})
