import { parseWith } from './inputFields'
import {
  checkOrderLine,
  formatOrderNumber,
  ITEM_SHAPE_MESSAGE,
  MAX_ORDER_LINES,
  orderLineState,
  NO_ITEMS_MESSAGE,
  lineQuantity,
  orderLinesInput,
  QUANTITY_MESSAGE,
  stockMessage,
  TOO_MANY_LINES_MESSAGE,
} from './orderLines'
import { z } from './zod'

describe('checkOrderLine (SPEC §4 order items on load)', () => {
  it('keeps a quantity the stock covers, valid and without a message', () => {
    expect(checkOrderLine(3, 10)).toEqual({
      quantity: 3,
      correct: true,
      capped: false,
      message: null,
    })
    expect(checkOrderLine(10, 10)).toEqual({
      quantity: 10,
      correct: true,
      capped: false,
      message: null,
    })
  })

  it('lowers a quantity above the total stock to it, with the SPEC message', () => {
    expect(checkOrderLine(12, 5)).toEqual({
      quantity: 5,
      correct: true,
      capped: true,
      message: 'В наличии 5 товаров',
    })
  })

  it('marks an item without stock incorrect', () => {
    expect(checkOrderLine(2, 0)).toEqual({
      quantity: 0,
      correct: false,
      capped: true,
      message: 'В наличии 0 товаров',
    })
    expect(checkOrderLine(1, -3).correct).toBe(false)
  })

  it('formats the message', () => {
    expect(stockMessage(7)).toBe('В наличии 7 товаров')
  })
})

describe('lineQuantity: one quantity rule for every edge and for files', () => {
  const quantity = (raw: unknown) =>
    parseWith(z.object({ quantity: lineQuantity() }), { quantity: raw })

  it.each([
    [1, 1],
    ['25', 25],
    [100_000, 100_000],
  ])('accepts %p', (raw, expected) =>
    expect(quantity(raw)).toEqual({ data: { quantity: expected } })
  )

  it.each([0, -1, 1.5, '1.5', 'abc', 100_001, NaN, '1e3', true, 2 ** 31, '2147483648'])(
    'refuses %p',
    (raw) => expect(quantity(raw)).toEqual({ fields: { quantity: [QUANTITY_MESSAGE] } })
  )
})

describe('orderLinesInput (items of every order call)', () => {
  const lines = (items: unknown) => parseWith(z.object({ items: orderLinesInput }), { items })

  it('reads {product, quantity} items, quantity defaulting to 1', () => {
    expect(lines([{ product: ' NS-100 ', quantity: '3' }, { product: 'F-7' }])).toEqual({
      data: {
        items: [
          { product: 'NS-100', quantity: 3 },
          { product: 'F-7', quantity: 1 },
        ],
      },
    })
  })

  it('needs one item at least, objects only, and no more than the limit', () => {
    expect(lines([])).toEqual({ fields: { items: [NO_ITEMS_MESSAGE] } })
    expect(lines(undefined)).toEqual({ fields: { items: [NO_ITEMS_MESSAGE] } })
    expect(lines('NS-100')).toEqual({ fields: { items: [ITEM_SHAPE_MESSAGE] } })
    expect(lines(['C', {}])).toEqual({ fields: { items: [ITEM_SHAPE_MESSAGE] } })
    expect(lines(Array.from({ length: MAX_ORDER_LINES + 1 }, () => ({ product: 'A' })))).toEqual({
      fields: { items: [TOO_MANY_LINES_MESSAGE] },
    })
  })
})

describe('formatOrderNumber', () => {
  it('pads the sequence value to six digits', () => {
    expect(formatOrderNumber(1001)).toBe('A-001001')
    expect(formatOrderNumber(BigInt(1234567))).toBe('A-1234567')
  })
})

describe('orderLineState', () => {
  const draft = {
    isDraft: true,
    quantity: 5,
    fixedPrice: null,
    fixedLastPrice: null,
    currentPrice: '1000.00',
    lastPrice: '1200.00',
    totalStock: 3,
  }

  it('lowers a draft line to the stock with the SPEC message, at today’s price', () => {
    expect(orderLineState(draft)).toEqual({
      quantity: 3,
      price: 1000,
      lastPrice: 1200,
      lineTotal: 3000,
      correct: true,
      allCount: 3,
      errorMessage: 'В наличии 3 товаров',
    })
  })

  it('marks a draft line without stock incorrect and keeps what was asked', () => {
    expect(orderLineState({ ...draft, totalStock: 0, currentPrice: -1 })).toEqual({
      quantity: 5,
      price: null,
      lastPrice: 1200,
      lineTotal: null,
      correct: false,
      allCount: 0,
      errorMessage: 'В наличии 0 товаров',
    })
  })

  it('reads a placed line at its fixed price whatever the stock is now', () => {
    expect(
      orderLineState({ ...draft, isDraft: false, fixedPrice: '900.50', totalStock: 0 })
    ).toEqual({
      quantity: 5,
      price: 900.5,
      lastPrice: null,
      lineTotal: 4502.5,
      correct: true,
      allCount: 0,
      errorMessage: null,
    })
  })
})
