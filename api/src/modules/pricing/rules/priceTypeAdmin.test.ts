import { parseWith } from '../../../lib/domain/inputFields'

import {
  aboveRetailNote,
  groupPriceTypeSchema,
  idleBreakNote,
  PRICE_TYPE_CODE_MESSAGE,
  priceTypeDeleteProblem,
  priceTypeSaveProblem,
  priceTypeSaveSchema,
  RETAIL_CODE_MESSAGE,
  RETAIL_CODE_TAKEN_MESSAGE,
  RETAIL_DELETE_MESSAGE,
  storedGroupPriceType,
  typePriceNotes,
} from './priceTypeAdmin'

const fieldsOf = (schema: Parameters<typeof parseWith>[0], raw: unknown) => {
  const parsed = parseWith(schema, raw)
  return 'fields' in parsed ? parsed.fields : {}
}

describe('priceTypeSaveSchema', () => {
  it('takes a trimmed name and a latin code', () => {
    expect(parseWith(priceTypeSaveSchema, { code: ' dealer_2 ', name: ' Дилерская ' })).toEqual({
      data: { code: 'dealer_2', name: 'Дилерская' },
    })
  })

  it('refuses an empty name, and codes with capitals, Cyrillic or a leading digit', () => {
    expect(fieldsOf(priceTypeSaveSchema, { code: 'x', name: ' ' })).toEqual({
      name: ['Введите название типа цен.'],
    })
    for (const code of ['Dealer', 'опт', '2opt', 'a b']) {
      expect(fieldsOf(priceTypeSaveSchema, { code, name: 'Тип' }).code).toEqual([
        PRICE_TYPE_CODE_MESSAGE,
      ])
    }
    expect(fieldsOf(priceTypeSaveSchema, { code: 'a'.repeat(41), name: 'Тип' }).code).toContain(
      'Убедитесь, что это поле содержит не более 40 символов.'
    )
  })
})

describe('retail stays the product’s own price', () => {
  it('keeps retail’s code, and lets no other type take it', () => {
    expect(priceTypeSaveProblem({ code: 'retail' }, { code: 'retail' })).toBeNull()
    expect(priceTypeSaveProblem({ code: 'retail' }, { code: 'roznica' })).toEqual({
      code: RETAIL_CODE_MESSAGE,
    })
    expect(priceTypeSaveProblem(null, { code: 'retail' })).toEqual({
      code: RETAIL_CODE_TAKEN_MESSAGE,
    })
    expect(priceTypeSaveProblem({ code: 'wholesale' }, { code: 'retail' })).toEqual({
      code: RETAIL_CODE_TAKEN_MESSAGE,
    })
    expect(priceTypeSaveProblem({ code: 'wholesale' }, { code: 'opt' })).toBeNull()
  })

  it('refuses to delete retail only', () => {
    expect(priceTypeDeleteProblem({ code: 'retail' })).toBe(RETAIL_DELETE_MESSAGE)
    expect(priceTypeDeleteProblem({ code: 'wholesale' })).toBeNull()
  })

  it('stores a group’s retail choice as none', () => {
    expect(storedGroupPriceType(null)).toBeNull()
    expect(storedGroupPriceType({ id: 1, code: 'retail' })).toBeNull()
    expect(storedGroupPriceType({ id: 2, code: 'wholesale' })).toBe(2)
  })
})

describe('groupPriceTypeSchema', () => {
  it('takes a type or none', () => {
    expect(parseWith(groupPriceTypeSchema, { groupId: '3', priceTypeId: null })).toEqual({
      data: { groupId: 3, priceTypeId: null },
    })
    expect(fieldsOf(groupPriceTypeSchema, { groupId: 3, priceTypeId: 'опт' })).toEqual({
      priceTypeId: ['Выберите значение из списка.'],
    })
  })
})

describe('typePriceNotes', () => {
  const entry = (price: number | null, breaks: { minQuantity: number; price: number }[] = []) => ({
    isRetail: false,
    price,
    breaks,
  })

  it('says nothing of a type price below retail with falling breaks', () => {
    expect(
      typePriceNotes(
        12000,
        entry(10000, [
          { minQuantity: 10, price: 9000 },
          { minQuantity: 50, price: 8500 },
        ])
      )
    ).toEqual([])
  })

  it('warns that a price above retail gives way to retail', () => {
    expect(typePriceNotes(12000, entry(12500))).toEqual([aboveRetailNote(12000)])
    expect(aboveRetailNote(12000)).toBe(
      'Цена выше розничной (12 000 ₸): покупатели этого типа заплатят розничную.'
    )
    // Equal is not above; a product on request has no retail to compare.
    expect(typePriceNotes(12000, entry(12000))).toEqual([])
    expect(typePriceNotes(0, entry(12500))).toEqual([])
  })

  it('names the breaks that do not lower the price, against the type’s price or retail', () => {
    expect(
      typePriceNotes(
        12000,
        entry(10000, [
          { minQuantity: 5, price: 10000 },
          { minQuantity: 10, price: 9000 },
          { minQuantity: 20, price: 9500 },
        ])
      )
    ).toEqual([idleBreakNote(5), idleBreakNote(20)])
    // Without a type price the breaks start from retail; retail's own breaks likewise.
    expect(typePriceNotes(12000, entry(null, [{ minQuantity: 3, price: 12000 }]))).toEqual([
      idleBreakNote(3),
    ])
    expect(
      typePriceNotes(12000, {
        isRetail: true,
        price: null,
        breaks: [{ minQuantity: 3, price: 11000 }],
      })
    ).toEqual([])
  })
})
