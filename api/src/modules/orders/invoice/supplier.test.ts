import { BIN_MESSAGES, IBAN_MESSAGES } from 'src/lib/domain/kzRequisites'

import { SupplierRequisitesError, supplierRequisites } from './supplier'

const DEMO = {
  SHOP_LEGAL_NAME: 'ТОО «Акватория»',
  SHOP_BIN: '201 240 001 237',
  SHOP_LEGAL_ADDRESS: 'г. Атырау, ул. Сатпаева, 17',
  SHOP_IBAN: 'KZ86601A861000000001',
  SHOP_BANK_NAME: 'АО «Народный банк Казахстана»',
  SHOP_BIK: 'HSBKKZKX',
  SHOP_KBE: '17',
}

describe('supplierRequisites', () => {
  it('reads the shop’s requisites from the environment, normalised', () => {
    expect(supplierRequisites(DEMO)).toEqual({
      legalName: 'ТОО «Акватория»',
      bin: '201240001237',
      legalAddress: 'г. Атырау, ул. Сатпаева, 17',
      iban: 'KZ86601A861000000001',
      bankName: 'АО «Народный банк Казахстана»',
      bik: 'HSBKKZKX',
      kbe: '17',
    })
  })

  it('names each variable the operator left wrong or unset', () => {
    const error = (() => {
      try {
        supplierRequisites({
          ...DEMO,
          SHOP_BIN: '201240001238',
          SHOP_IBAN: 'KZ87601A861000000001',
          SHOP_KBE: undefined,
        })
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(SupplierRequisitesError)
    expect((error as SupplierRequisitesError).status).toBe(503)
    expect((error as SupplierRequisitesError).problems).toEqual([
      `SHOP_BIN: ${BIN_MESSAGES.checkDigit}`,
      `SHOP_IBAN: ${IBAN_MESSAGES.checkDigits}`,
      'SHOP_KBE: Обязательное поле',
    ])
  })

  it('the demo values of .env.defaults are valid', () => {
    // Redwood loads .env.defaults into the test process.
    expect(() => supplierRequisites(process.env)).not.toThrow()
  })
})
