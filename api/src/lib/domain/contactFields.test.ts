import {
  checkEmail,
  EMAIL_MESSAGE,
  normalizeEmail,
  REQUIRED_MESSAGE,
  textField,
} from './contactFields'

describe('checkEmail', () => {
  it('normalises an address that looks like one', () => {
    expect(checkEmail('  Aigerim@Example.KZ ')).toEqual({ email: 'aigerim@example.kz' })
    expect(normalizeEmail(' A@B.kz')).toBe('a@b.kz')
  })

  it('answers the SPEC §5 messages', () => {
    for (const empty of [undefined, null, '', '   ', 42]) {
      expect(checkEmail(empty)).toEqual({ error: REQUIRED_MESSAGE })
    }
    for (const bad of ['aigerim', 'a@b', 'a b@c.kz', '@example.kz', 'a@example.k']) {
      expect(checkEmail(bad)).toEqual({ error: EMAIL_MESSAGE })
    }
    expect(checkEmail(`${'a'.repeat(250)}@example.kz`)).toEqual({ error: EMAIL_MESSAGE })
    expect(REQUIRED_MESSAGE).toBe('Поле обязательно к заполнению')
    expect(EMAIL_MESSAGE).toBe('Введите корректный E-mail')
  })
})

describe('textField', () => {
  it('trims and cuts text, ignores anything else', () => {
    expect(textField('  Привет  ', 100)).toBe('Привет')
    expect(textField('abcdef', 3)).toBe('abc')
    expect(textField(5, 10)).toBe('')
    expect(textField(undefined, 10)).toBe('')
  })
})
