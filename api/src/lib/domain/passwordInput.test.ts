import { BAD_TOKEN } from './accountInput'
import { EMAIL_MESSAGE, REQUIRED_MESSAGE } from './contactFields'
import { INVALID_CHARACTERS_MESSAGE, parseWith, TEXT_TYPE_MESSAGE } from './inputFields'
import {
  changePasswordInput,
  newPassword,
  passwordResetInput,
  problemsWithEmail,
  registrationInput,
} from './passwordInput'
import { PASSWORD_MESSAGES } from './passwordRules'

const STRONG = 'Щука на блесну 7'
const HOSTILE = ['\u0000', '\u0001', '\u001b', '\u001f', '\u007f', '\ud800', '\u202e']

describe('newPassword: the shop’s password rule, said once', () => {
  const parse = (raw: unknown) => parseWith(newPassword(), raw)

  it('keeps a good password exactly as typed', () => {
    expect(parse(` ${STRONG} `)).toEqual({ data: ` ${STRONG} ` })
  })

  it('gives every message of the rule that applies', () => {
    expect(parse('1234567')).toEqual({
      fields: { non_field_errors: [PASSWORD_MESSAGES.tooShort, PASSWORD_MESSAGES.onlyDigits] },
    })
    expect(parse('qwerty123')).toEqual({
      fields: { non_field_errors: [PASSWORD_MESSAGES.tooCommon] },
    })
    expect(parse('aaaaaaaa')).toEqual({ fields: { non_field_errors: [PASSWORD_MESSAGES.trivial] } })
    expect(parse('я'.repeat(129))).toEqual({
      fields: { non_field_errors: [PASSWORD_MESSAGES.tooLong] },
    })
  })

  it('asks for it once when empty, and refuses non-text and hostile characters', () => {
    expect(parse('')).toEqual({ fields: { non_field_errors: [REQUIRED_MESSAGE] } })
    expect(parse(undefined)).toEqual({ fields: { non_field_errors: [REQUIRED_MESSAGE] } })
    for (const raw of [12345678, 2 ** 53, { a: 'b' }, ['Щука на блесну 7'], true]) {
      expect([raw, parse(raw)]).toEqual([
        raw,
        { fields: { non_field_errors: [TEXT_TYPE_MESSAGE] } },
      ])
    }
    for (const bad of HOSTILE) {
      expect(parse(`Щука на${bad} блесну 7`)).toEqual({
        fields: { non_field_errors: [INVALID_CHARACTERS_MESSAGE] },
      })
    }
  })
})

describe('problemsWithEmail', () => {
  it('says only what the e-mail adds to the rule', () => {
    expect(problemsWithEmail('anna1234', 'anna@example.kz')).toEqual([
      PASSWORD_MESSAGES.containsEmail,
    ])
    expect(problemsWithEmail('1234567', 'anna@example.kz')).toEqual([])
    expect(problemsWithEmail(STRONG, 'anna@example.kz')).toEqual([])
  })
})

describe('registrationInput', () => {
  const parse = (raw: unknown) => parseWith(registrationInput, raw)

  it('takes the e-mail, the password and optional names', () => {
    expect(
      parse({
        email: ' Marat@Example.kz',
        password: STRONG,
        lastName: ' Сериков ',
        firstName: 'Марат',
      })
    ).toEqual({
      data: {
        email: 'marat@example.kz',
        password: STRONG,
        lastName: 'Сериков',
        firstName: 'Марат',
        middleName: '',
      },
    })
  })

  it('refuses a password that contains the e-mail', () => {
    expect(parse({ email: 'marat.s@example.kz', password: 'marat.s-2026!' })).toEqual({
      fields: { password: [PASSWORD_MESSAGES.containsEmail] },
    })
  })

  it('refuses weak passwords, bad addresses and hostile names in Russian', () => {
    expect(parse({ email: 'not-an-email', password: STRONG })).toEqual({
      fields: { email: [EMAIL_MESSAGE] },
    })
    expect(parse({})).toEqual({
      fields: { email: [REQUIRED_MESSAGE], password: [REQUIRED_MESSAGE] },
    })
    expect(
      parse({ email: 42, password: 12345, firstName: { x: 1 }, lastName: 'Ан\u202eна' })
    ).toEqual({
      fields: {
        email: [EMAIL_MESSAGE],
        password: [TEXT_TYPE_MESSAGE],
        firstName: ['Введите строку.'],
        lastName: [INVALID_CHARACTERS_MESSAGE],
      },
    })
    expect(parse({ email: 'a@b.kz', password: STRONG, middleName: 'М\u0000' })).toEqual({
      fields: { middleName: [INVALID_CHARACTERS_MESSAGE] },
    })
    expect(parse({ email: 'a@b.kz', password: STRONG, firstName: 'я'.repeat(101) })).toEqual({
      fields: { firstName: ['Убедитесь, что это поле содержит не более 100 символов.'] },
    })
  })
})

describe('passwordResetInput', () => {
  const parse = (raw: unknown) => parseWith(passwordResetInput, raw)

  it('takes the link’s token and a new password', () => {
    expect(parse({ token: 'abc_DEF-123', newPassword: STRONG })).toEqual({
      data: { token: 'abc_DEF-123', newPassword: STRONG },
    })
  })

  it('refuses a broken token and a weak or missing password', () => {
    expect(parse({ token: 'abc\u0000', newPassword: 'qwerty123' })).toEqual({
      fields: { token: [BAD_TOKEN], newPassword: [PASSWORD_MESSAGES.tooCommon] },
    })
    expect(parse({ token: 7 })).toEqual({
      fields: { token: [BAD_TOKEN], newPassword: [REQUIRED_MESSAGE] },
    })
  })
})

describe('changePasswordInput', () => {
  const parse = (raw: unknown) => parseWith(changePasswordInput, raw)

  it('takes any current password and a new one that passes the rule', () => {
    expect(parse({ currentPassword: 'старый', newPassword: STRONG })).toEqual({
      data: { currentPassword: 'старый', newPassword: STRONG },
    })
  })

  it('requires both and checks the new one', () => {
    expect(parse({})).toEqual({
      fields: { currentPassword: [REQUIRED_MESSAGE], newPassword: [REQUIRED_MESSAGE] },
    })
    expect(parse({ currentPassword: 'x\ud800', newPassword: '1234567' })).toEqual({
      fields: {
        currentPassword: [INVALID_CHARACTERS_MESSAGE],
        newPassword: [PASSWORD_MESSAGES.tooShort, PASSWORD_MESSAGES.onlyDigits],
      },
    })
  })
})
