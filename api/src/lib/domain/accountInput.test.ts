import {
  accountEmailInput,
  BAD_TOKEN,
  confirmEmailInput,
  loginInput,
  profileChangesInput,
  PROFILE_MESSAGES,
} from './accountInput'
import { EMAIL_MESSAGE, REQUIRED_MESSAGE } from './contactFields'
import {
  INVALID_CHARACTERS_MESSAGE,
  OBJECT_MESSAGE,
  parseWith,
  TEXT_TYPE_MESSAGE,
} from './inputFields'
import { PHONE_INCOMPLETE_MESSAGE } from './phone'

/** Characters no account field may hold: NUL, other C0 controls, DEL, a lone surrogate, a bidi override. */
const HOSTILE = ['\u0000', '\u0001', '\u001b', '\u001f', '\u007f', '\ud800', '\u202e']

describe('loginInput', () => {
  const parse = (raw: unknown) => parseWith(loginInput, raw)

  it('normalises the e-mail and keeps the password exactly as typed', () => {
    expect(parse({ email: ' Anna@Example.KZ ', password: ' пароль с пробелами ' })).toEqual({
      data: { email: 'anna@example.kz', password: ' пароль с пробелами ' },
    })
    // Any password that an account may have: no length or strength rule at login.
    expect(parse({ email: 'a@b.kz', password: 'нет' })).toEqual({
      data: { email: 'a@b.kz', password: 'нет' },
    })
  })

  it('asks for both fields', () => {
    for (const raw of [{}, { email: '', password: '' }, { email: null, password: null }]) {
      expect(parse(raw)).toEqual({
        fields: { email: [REQUIRED_MESSAGE], password: [REQUIRED_MESSAGE] },
      })
    }
  })

  it('refuses wrong types and hostile characters in Russian', () => {
    expect(parse({ email: 42, password: { $ne: '' } })).toEqual({
      fields: { email: [EMAIL_MESSAGE], password: [TEXT_TYPE_MESSAGE] },
    })
    expect(parse({ email: ['a@b.kz'], password: 1e308 })).toEqual({
      fields: { email: [EMAIL_MESSAGE], password: [TEXT_TYPE_MESSAGE] },
    })
    for (const bad of HOSTILE) {
      expect(parse({ email: 'a@b.kz', password: `пароль${bad}123` })).toEqual({
        fields: { password: [INVALID_CHARACTERS_MESSAGE] },
      })
    }
    expect(parse({ email: 'a\u0000@b.kz', password: 'x' })).toEqual({
      fields: { email: [EMAIL_MESSAGE] },
    })
    expect(parse('email=a@b.kz')).toEqual({ fields: { non_field_errors: [OBJECT_MESSAGE] } })
  })

  it('bounds the password so no one makes the server hash megabytes', () => {
    expect(parse({ email: 'a@b.kz', password: 'я'.repeat(1024) })).toHaveProperty('data')
    expect(parse({ email: 'a@b.kz', password: 'я'.repeat(1025) })).toEqual({
      fields: { password: ['Убедитесь, что это поле содержит не более 1024 символов.'] },
    })
  })
})

describe('accountEmailInput (resend, recovery)', () => {
  const parse = (raw: unknown) => parseWith(accountEmailInput, raw)

  it('takes an address, normalised', () => {
    expect(parse({ email: ' Marat@Example.kz' })).toEqual({ data: { email: 'marat@example.kz' } })
  })

  it('refuses an absent, malformed, hostile or non-text address', () => {
    expect(parse({})).toEqual({ fields: { email: [REQUIRED_MESSAGE] } })
    for (const email of ['not-an-email', 12345, { a: 1 }, true, 'a\u202e@b.kz', 'a@b\u0000.kz']) {
      expect([email, parse({ email })]).toEqual([email, { fields: { email: [EMAIL_MESSAGE] } }])
    }
  })
})

describe('confirmEmailInput', () => {
  const parse = (raw: unknown) => parseWith(confirmEmailInput, raw)

  it('takes the letter’s token, trimmed', () => {
    expect(parse({ token: ' q3Lk8cJ0m2Zb-T9x1_VwY5 ' })).toEqual({
      data: { token: 'q3Lk8cJ0m2Zb-T9x1_VwY5' },
    })
  })

  it('calls anything else an invalid link', () => {
    for (const token of [undefined, '', 42, {}, 'a'.repeat(201), 'abc\u0000', 'abc\ud800', 'a b']) {
      expect([token, parse({ token })]).toEqual([token, { fields: { token: [BAD_TOKEN] } }])
    }
  })
})

describe('profileChangesInput', () => {
  const parse = (raw: unknown) => parseWith(profileChangesInput, raw)

  it('gives only the fields sent: names trimmed, the phone in E.164', () => {
    expect(
      parse({ lastName: '  Серикова ', middleName: ' Маратовна', phone: '8 (701) 234-56-78' })
    ).toEqual({ data: { lastName: 'Серикова', middleName: 'Маратовна', phone: '+77012345678' } })
    expect(parse({})).toEqual({ data: {} })
    expect(parse({ nickname: 'игнорируется' })).toEqual({ data: {} })
  })

  it('clears a name given as null and the phone given empty or null', () => {
    expect(parse({ firstName: null, phone: '' })).toEqual({ data: { firstName: '', phone: null } })
    expect(parse({ phone: null })).toEqual({ data: { phone: null } })
    expect(parse({ phone: '   ' })).toEqual({ data: { phone: null } })
  })

  it('refuses read-only fields by name, next to other mistakes', () => {
    expect(
      parse({
        firstName: 42,
        email: 'mallory@example.kz',
        role: 'vip',
        groups: [],
        is_active: false,
        isActive: false,
        password: 'x',
        salt: null,
      })
    ).toEqual({
      fields: {
        firstName: [PROFILE_MESSAGES.notString],
        email: [PROFILE_MESSAGES.readOnly],
        role: [PROFILE_MESSAGES.readOnly],
        groups: [PROFILE_MESSAGES.readOnly],
        is_active: [PROFILE_MESSAGES.readOnly],
        isActive: [PROFILE_MESSAGES.readOnly],
        password: [PROFILE_MESSAGES.readOnly],
        salt: [PROFILE_MESSAGES.readOnly],
      },
    })
  })

  it('bounds names at 100 characters and refuses hostile ones', () => {
    expect(parse({ lastName: ` ${'Я'.repeat(100)} ` })).toEqual({
      data: { lastName: 'Я'.repeat(100) },
    })
    expect(parse({ lastName: 'Я'.repeat(101) })).toEqual({
      fields: { lastName: [PROFILE_MESSAGES.tooLong] },
    })
    for (const bad of HOSTILE) {
      expect(parse({ firstName: `Ан${bad}на` })).toEqual({
        fields: { firstName: [INVALID_CHARACTERS_MESSAGE] },
      })
    }
    // «Анна» written right to left by an override reads as something else.
    expect(parse({ middleName: '\u202eанна' })).toEqual({
      fields: { middleName: [INVALID_CHARACTERS_MESSAGE] },
    })
  })

  it('refuses wrong types in Russian', () => {
    expect(parse({ lastName: { name: 'x' }, middleName: ['x'], phone: 87012345678 })).toEqual({
      fields: {
        lastName: [PROFILE_MESSAGES.notString],
        middleName: [PROFILE_MESSAGES.notString],
        phone: [PHONE_INCOMPLETE_MESSAGE],
      },
    })
    expect(parse({ phone: '+7 (701) 234 56 7' })).toEqual({
      fields: { phone: [PHONE_INCOMPLETE_MESSAGE] },
    })
    for (const raw of [[], 'строка', 42, null]) {
      expect([raw, parse(raw)]).toEqual([
        raw,
        { fields: { non_field_errors: [PROFILE_MESSAGES.notObject] } },
      ])
    }
  })
})
