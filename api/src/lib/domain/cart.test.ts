import {
  applyLocalCartChange,
  cartChangeOf,
  cartStockMessage,
  decrementLocalCart,
  INTEGER_MESSAGE,
  MAX_MERGE_LINES,
  mergedQuantity,
  sanitizeLocalCart,
} from './cart'
import { QUANTITY_MESSAGE } from './orderLineLimits'

describe('cartChangeOf (SPEC §4, §5)', () => {
  it('adds one when no quantity is sent', () => {
    expect(cartChangeOf(undefined)).toEqual({ kind: 'increment' })
    expect(cartChangeOf(null)).toEqual({ kind: 'increment' })
  })

  it('sets a typed integer, removes below 1', () => {
    expect(cartChangeOf(3)).toEqual({ kind: 'set', quantity: 3 })
    expect(cartChangeOf(' 12 ')).toEqual({ kind: 'set', quantity: 12 })
    expect(cartChangeOf(0)).toEqual({ kind: 'remove' })
    expect(cartChangeOf('-2')).toEqual({ kind: 'remove' })
  })

  it('refuses anything but an integer, and absurd amounts', () => {
    for (const bad of [1.5, '1.5', 'abc', '', ' ', NaN, true, {}]) {
      expect(cartChangeOf(bad)).toEqual({ kind: 'invalid', message: INTEGER_MESSAGE })
    }
    expect(cartChangeOf(100_001)).toEqual({ kind: 'invalid', message: QUANTITY_MESSAGE })
    expect(INTEGER_MESSAGE).toBe('Введите целое число.')
  })
})

describe('mergedQuantity', () => {
  it('keeps the larger quantity so a repeated merge changes nothing', () => {
    expect(mergedQuantity(undefined, 2)).toBe(2)
    expect(mergedQuantity(5, 2)).toBe(5)
    expect(mergedQuantity(mergedQuantity(1, 3), 3)).toBe(3)
    expect(mergedQuantity(1, 10 ** 9)).toBe(100_000)
    expect(MAX_MERGE_LINES).toBe(200)
  })
})

describe('the guest cart in the browser (SPEC §4 Cart (local store))', () => {
  const start = [
    { article: 'A', quantity: 2 },
    { article: 'B', quantity: 1 },
  ]

  it('add increments, the first add sets 1', () => {
    expect(applyLocalCartChange(start, 'A')).toEqual([
      { article: 'A', quantity: 3 },
      { article: 'B', quantity: 1 },
    ])
    expect(applyLocalCartChange(start, 'C')).toEqual([...start, { article: 'C', quantity: 1 }])
  })

  it('a typed integer sets, below 1 removes, anything else is ignored', () => {
    expect(applyLocalCartChange(start, 'B', '5')[1]).toEqual({ article: 'B', quantity: 5 })
    expect(applyLocalCartChange(start, 'A', 0)).toEqual([{ article: 'B', quantity: 1 }])
    expect(applyLocalCartChange(start, 'A', '1.5')).toBe(start)
    expect(applyLocalCartChange(start, 'A', '')).toBe(start)
  })

  it('minus decrements and removes at 0', () => {
    expect(decrementLocalCart(start, 'A')[0]).toEqual({ article: 'A', quantity: 1 })
    expect(decrementLocalCart(start, 'B')).toEqual([{ article: 'A', quantity: 2 }])
    expect(decrementLocalCart(start, 'Z')).toBe(start)
  })

  it('reads back only well-formed stored lines', () => {
    expect(
      sanitizeLocalCart([
        { article: 'A', quantity: 2 },
        { article: 'A', quantity: 5 },
        { article: 'B', quantity: 0 },
        { article: 'C', quantity: 1.5 },
        { quantity: 1 },
        'x',
      ])
    ).toEqual([{ article: 'A', quantity: 2 }])
    expect(sanitizeLocalCart('garbage')).toEqual([])
  })
})

describe("cartStockMessage (the drafts' stock rule on a cart line)", () => {
  const stock = [
    { shopId: 1, count: 3 },
    { shopId: 2, count: 2 },
  ]
  const free = { stock, reservations: [] }
  it('says what all shops hold when the line asks for more', () => {
    expect(cartStockMessage(1000, free)).toBe('В наличии 5 товаров')
    expect(cartStockMessage(6, free)).toBe('В наличии 5 товаров')
    expect(cartStockMessage(1, { stock: [], reservations: [] })).toBe('В наличии 0 товаров')
  })
  it('says nothing while stock covers the line (an oversold shop counts as none)', () => {
    expect(cartStockMessage(5, free)).toBeNull()
    expect(cartStockMessage(1, free)).toBeNull()
    const oversold = { stock: [...stock, { shopId: 3, count: -4 }], reservations: [] }
    expect(cartStockMessage(5, oversold)).toBeNull()
  })
  it('counts what placed orders hold', () => {
    const held = { stock, reservations: [{ shopId: 1, quantity: 2 }] }
    expect(cartStockMessage(5, held)).toBe('В наличии 3 товаров')
    expect(cartStockMessage(3, held)).toBeNull()
  })
})
