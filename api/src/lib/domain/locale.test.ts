import { parseWith } from './inputFields'
import { localeInput, localeOfAcceptLanguage, LOCALE_MESSAGE } from './locale'
import { z } from './zod'

describe('locale (issue 33)', () => {
  it('reads Accept-Language: the first of the shop’s languages by weight, else nothing', () => {
    expect(localeOfAcceptLanguage('kk')).toBe('kk')
    expect(localeOfAcceptLanguage('kk-KZ,kk;q=0.9,ru;q=0.8')).toBe('kk')
    expect(localeOfAcceptLanguage('ru-RU,ru;q=0.9,kk;q=0.8')).toBe('ru')
    expect(localeOfAcceptLanguage('en-US, kk;q=0.5, ru;q=0.7')).toBe('ru')
    expect(localeOfAcceptLanguage('kk;q=0, ru;q=0.1')).toBe('ru')
    expect(localeOfAcceptLanguage('en, de')).toBeNull()
    expect(localeOfAcceptLanguage('')).toBeNull()
    expect(localeOfAcceptLanguage(undefined)).toBeNull()
  })

  it('accepts ru or kk and refuses anything else in words people read', () => {
    const schema = z.object({ locale: localeInput().optional() })
    expect(parseWith(schema, { locale: 'kk' })).toEqual({ data: { locale: 'kk' } })
    expect(parseWith(schema, {})).toEqual({ data: {} })
    expect(parseWith(schema, { locale: 'kz' })).toEqual({ fields: { locale: [LOCALE_MESSAGE] } })
  })
})
