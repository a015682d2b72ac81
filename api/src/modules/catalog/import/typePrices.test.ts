import {
  BREAK_PRICE_MESSAGE,
  BREAK_QUANTITY_MESSAGE,
  TYPE_PRICE_MESSAGE,
} from 'src/lib/domain/productFields'
import { RETAIL_TYPE_PRICE_MESSAGE } from 'src/modules/pricing/rules/priceTypes'

import { planContextOf } from './plan'
import { catalogState, pump, rowDraft } from './plan.fixtures'
import { RowReport } from './rowReport'
import { tierRemarks, typePriceProblem, typePricesOf } from './typePrices'
import type { ProductDraft, ProductState, TypePriceDraft } from './types'
import { inSentence } from './values'

const ctx = planContextOf(catalogState(), { createSections: false })
const [retail, wholesale] = catalogState().priceTypes

const price = (fields: Partial<TypePriceDraft>): TypePriceDraft => ({
  type: 'wholesale',
  label: 'Цена Оптовая',
  minQuantity: 1,
  price: 100_00,
  ...fields,
})

describe('typePriceProblem', () => {
  it('the form’s rules: a break from 2 to 100 000 pieces, retail only from 2, prices above 0', () => {
    expect(typePriceProblem(price({}), wholesale)).toBeNull()
    expect(typePriceProblem(price({ price: null }), wholesale)).toBeNull()
    expect(typePriceProblem(price({ minQuantity: 100_000 }), wholesale)).toBeNull()
    for (const minQuantity of [0, 2.5, 100_001]) {
      expect(typePriceProblem(price({ minQuantity }), wholesale)).toBe(
        `Цена Оптовая: ${inSentence(BREAK_QUANTITY_MESSAGE)}`
      )
    }
    expect(typePriceProblem(price({ label: 'Цена retail' }), retail)).toBe(
      `Цена retail: ${inSentence(RETAIL_TYPE_PRICE_MESSAGE)}`
    )
    expect(typePriceProblem(price({ price: 0 }), wholesale)).toBe(
      `Цена Оптовая: ${inSentence(TYPE_PRICE_MESSAGE)}`
    )
    expect(typePriceProblem(price({ minQuantity: 5, price: -100 }), wholesale)).toBe(
      `Цена Оптовая: ${inSentence(BREAK_PRICE_MESSAGE)}`
    )
  })
})

describe('typePricesOf', () => {
  const stored: ProductState = {
    ...pump,
    typePrices: [
      { priceTypeId: 32, minQuantity: 1, price: 140_000_00 },
      { priceTypeId: 32, minQuantity: 10, price: 130_000_00 },
      { priceTypeId: 33, minQuantity: 1, price: 120_000_00 },
    ],
  }
  const plan = (draft: ProductDraft, retailChanged = false) => {
    const report = new RowReport(draft)
    const retailPrice = { currentPrice: 150_000_00, lastPrice: null }
    const result = typePricesOf(
      draft,
      stored,
      { price: retailPrice, changed: retailChanged },
      ctx,
      report
    )
    return { result, errors: report.errors, notes: report.notes }
  }

  it('nothing to do when the row names no type and the retail price stays', () => {
    expect(plan(rowDraft()).result).toBeNull()
  })

  it('sets and removes the prices named; other types and quantities keep theirs', () => {
    const { result } = plan(
      rowDraft({
        typePrices: [
          price({ price: 139_000_00 }),
          price({ label: 'Цена Оптовая от 10', minQuantity: 10, price: null }),
        ],
      })
    )
    expect(result).toEqual({
      set: [{ priceTypeId: 32, minQuantity: 1, price: 139_000_00 }],
      remove: [{ priceTypeId: 32, minQuantity: 10 }],
      words: ['цена «Оптовая»: 140 000 ₸ → 139 000 ₸', 'цена «Оптовая» от 10 шт: 130 000 ₸ → —'],
    })
  })

  it('a type given whole (1C) loses the rows in scope it does not name', () => {
    const { result } = plan(
      rowDraft({ statedPriceTypes: [{ type: 'wholesale', base: false, breaks: true }] })
    )
    expect(result?.remove).toEqual([{ priceTypeId: 32, minQuantity: 10 }])
  })

  it('the same price twice is an error naming the first', () => {
    const { errors } = plan(rowDraft({ typePrices: [price({}), price({ label: 'Оптовая цена' })] }))
    expect(errors).toEqual(['Оптовая цена: цена «Оптовая» от 1 шт уже указана (Цена Оптовая).'])
  })
})

describe('tierRemarks', () => {
  const remarks = (
    tiers: { priceTypeId: number; minQuantity: number; price: number }[],
    current = 100_00
  ) =>
    tierRemarks(
      new Set(tiers.map((t) => t.priceTypeId)),
      tiers,
      { currentPrice: current, lastPrice: null },
      ctx
    )

  it('a type above retail, breaks of an «on request» product, a break not cheaper', () => {
    expect(remarks([{ priceTypeId: 32, minQuantity: 1, price: 120_00 }])).toEqual([
      'Цена «Оптовая» 120 ₸ выше розничной 100 ₸: покупатели этого типа платят розничную.',
    ])
    expect(remarks([{ priceTypeId: 31, minQuantity: 5, price: 90_00 }], 0)).toEqual([
      'Цены «Розничная» за количество не действуют: цена по запросу.',
    ])
    expect(
      remarks([
        { priceTypeId: 32, minQuantity: 1, price: 90_00 },
        { priceTypeId: 32, minQuantity: 10, price: 95_00 },
      ])
    ).toEqual(['Цена «Оптовая» от 10 шт 95 ₸ не ниже цены за меньшее количество: не действует.'])
    expect(remarks([{ priceTypeId: 32, minQuantity: 10, price: 80_00 }])).toEqual([])
  })
})
