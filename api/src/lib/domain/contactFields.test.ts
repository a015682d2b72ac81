import { EMAIL_MESSAGE, normalizeEmail, REQUIRED_MESSAGE } from './contactFields'
import { email, parseWith } from './inputFields'
import { z } from './zod'

/** The one e-mail rule (inputFields' email()), as every form and body meets it. */
const checked = (raw: unknown) => parseWith(z.object({ email: email() }), { email: raw })

describe('the e-mail rule', () => {
  it('normalises an address that looks like one', () => {
    expect(checked('  Aigerim@Example.KZ ')).toEqual({ data: { email: 'aigerim@example.kz' } })
    expect(normalizeEmail(' A@B.kz')).toBe('a@b.kz')
  })

  it('answers the SPEC §5 messages', () => {
    for (const empty of [undefined, null, '', '   ']) {
      expect(checked(empty)).toEqual({ fields: { email: [REQUIRED_MESSAGE] } })
    }
    for (const bad of ['aigerim', 'a@b', 'a b@c.kz', '@example.kz', 'a@example.k', 42]) {
      expect(checked(bad)).toEqual({ fields: { email: [EMAIL_MESSAGE] } })
    }
    expect(checked(`${'a'.repeat(250)}@example.kz`)).toEqual({ fields: { email: [EMAIL_MESSAGE] } })
    expect(REQUIRED_MESSAGE).toBe('Обязательное поле')
    expect(EMAIL_MESSAGE).toBe('Введите корректный E-mail')
  })
})
