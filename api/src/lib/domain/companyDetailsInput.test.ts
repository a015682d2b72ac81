import fc from 'fast-check'

import { companyDetailsInput } from './companyDetailsInput'
import { REQUIRED_MESSAGE } from './contactFields'
import { parseWith } from './inputFields'
import { BIK_MESSAGE, BIN_MESSAGES, IBAN_MESSAGES, KBE_MESSAGE } from './kzRequisites'

const valid = {
  legalName: ' ТОО «Аква Строй» ',
  bin: '971 240 001 315',
  legalAddress: 'г. Атырау, ул. Сатпаева, 1',
  iban: 'kz86 125K ZT50 0410 0100',
  bankName: 'АО «Народный банк Казахстана»',
  bik: 'hsbkkzkx',
  kbe: '17',
}

describe('companyDetailsInput', () => {
  it('normalises what people type', () => {
    expect(parseWith(companyDetailsInput, valid)).toEqual({
      data: {
        legalName: 'ТОО «Аква Строй»',
        bin: '971240001315',
        legalAddress: 'г. Атырау, ул. Сатпаева, 1',
        iban: 'KZ86125KZT5004100100',
        bankName: 'АО «Народный банк Казахстана»',
        bik: 'HSBKKZKX',
        kbe: '17',
      },
    })
  })

  it('says every missing field is required, in Russian', () => {
    const result = parseWith(companyDetailsInput, {})
    expect(result).toEqual({
      fields: {
        legalName: [REQUIRED_MESSAGE],
        bin: [REQUIRED_MESSAGE],
        legalAddress: [REQUIRED_MESSAGE],
        iban: [REQUIRED_MESSAGE],
        bankName: [REQUIRED_MESSAGE],
        bik: [REQUIRED_MESSAGE],
        kbe: [REQUIRED_MESSAGE],
      },
    })
    expect(parseWith(companyDetailsInput, { ...valid, bin: '  ' })).toEqual({
      fields: { bin: [REQUIRED_MESSAGE] },
    })
  })

  it('names what is wrong with each requisite', () => {
    expect(
      parseWith(companyDetailsInput, {
        ...valid,
        bin: '971240001316',
        iban: 'KZ87125KZT5004100100',
        bik: 'HSBKRUKX',
        kbe: '30',
      })
    ).toEqual({
      fields: {
        bin: [BIN_MESSAGES.checkDigit],
        iban: [IBAN_MESSAGES.checkDigits],
        bik: [BIK_MESSAGE],
        kbe: [KBE_MESSAGE],
      },
    })
    expect(parseWith(companyDetailsInput, { ...valid, bin: '97124' })).toEqual({
      fields: { bin: [BIN_MESSAGES.format] },
    })
  })

  it('refuses a body that is not an object', () => {
    expect(parseWith(companyDetailsInput, 'ТОО')).toEqual({
      fields: { non_field_errors: ['Неверные данные. Ожидался словарь.'] },
    })
  })

  it('answers field errors, never throws, whatever is sent', () => {
    fc.assert(
      fc.property(
        fc.record({
          legalName: fc.oneof(fc.string(), fc.anything()),
          bin: fc.oneof(fc.string(), fc.anything()),
          legalAddress: fc.string(),
          iban: fc.oneof(fc.string(), fc.integer()),
          bankName: fc.string(),
          bik: fc.string(),
          kbe: fc.oneof(fc.string(), fc.integer()),
        }),
        (body) => {
          const result = parseWith(companyDetailsInput, body)
          if ('fields' in result) {
            for (const messages of Object.values(result.fields)) {
              expect(messages.length).toBeGreaterThan(0)
              for (const message of messages) expect(message).toMatch(/[А-Яа-яЁё]/)
            }
          }
        }
      )
    )
  })
})
