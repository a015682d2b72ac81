import {
  applyLocalCartChange,
  cartAddInput,
  cartChangeOf,
  cartLinesInput,
  cartRemovalInput,
  cartStockMessage,
  decrementLocalCart,
  INTEGER_MESSAGE,
  MAX_MERGE_LINES,
  mergedQuantity,
  sanitizeLocalCart,
} from './cart'
import { parseWith } from './inputFields'
import { ITEM_SHAPE_MESSAGE, QUANTITY_MESSAGE } from './orderLines'

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

const HOSTILE_ARTICLES = ['A\u0000', 'A\u0007B', 'A\ud800', '\u202eA', 'A\nB', 'A'.repeat(101)]

describe('cartAddInput (POST /cart/add/, addToCart)', () => {
  it('reads the quantity into what it does to the line', () => {
    expect(parseWith(cartAddInput, { article: ' NS-100 ' })).toEqual({
      data: { article: 'NS-100', change: { kind: 'increment' } },
    })
    expect(parseWith(cartAddInput, { article: 'A', quantity: null })).toEqual({
      data: { article: 'A', change: { kind: 'increment' } },
    })
    expect(parseWith(cartAddInput, { article: 'A', quantity: ' 1' })).toEqual({
      data: { article: 'A', change: { kind: 'set', quantity: 1 } },
    })
    expect(parseWith(cartAddInput, { article: 'A', quantity: 100_000 })).toEqual({
      data: { article: 'A', change: { kind: 'set', quantity: 100_000 } },
    })
    for (const quantity of [0, -1, '-3', -(2 ** 31), -(2 ** 53)]) {
      expect(parseWith(cartAddInput, { article: 'A', quantity })).toEqual({
        data: { article: 'A', change: { kind: 'remove' } },
      })
    }
  })

  it.each([
    [1.5, INTEGER_MESSAGE],
    ['1.5', INTEGER_MESSAGE],
    ['1e3', INTEGER_MESSAGE],
    ['два', INTEGER_MESSAGE],
    ['', INTEGER_MESSAGE],
    [true, INTEGER_MESSAGE],
    [{}, INTEGER_MESSAGE],
    [[1], INTEGER_MESSAGE],
    [NaN, INTEGER_MESSAGE],
    ['9'.repeat(400), INTEGER_MESSAGE],
    [100_001, QUANTITY_MESSAGE],
    [2 ** 31, QUANTITY_MESSAGE],
    [2 ** 53 + 2, QUANTITY_MESSAGE],
    ['99999999999', QUANTITY_MESSAGE],
  ])('refuses the quantity %p', (quantity, message) => {
    expect(parseWith(cartAddInput, { article: 'A', quantity })).toEqual({
      fields: { quantity: [message] },
    })
  })

  it('refuses a missing, wrong-typed or hostile article', () => {
    expect(parseWith(cartAddInput, {})).toEqual({ fields: { article: ['Обязательное поле.'] } })
    expect(parseWith(cartAddInput, { article: '  ' })).toEqual({
      fields: { article: ['Обязательное поле.'] },
    })
    expect(parseWith(cartAddInput, { article: 42 })).toEqual({
      fields: { article: ['Введите текст.'] },
    })
    for (const article of HOSTILE_ARTICLES) {
      expect(parseWith(cartAddInput, { article })).toHaveProperty('fields.article')
    }
    expect(parseWith(cartAddInput, ['A'])).toHaveProperty('fields.non_field_errors')
  })
})

describe('cartRemovalInput (DELETE /cart/remove/, removeFromCart)', () => {
  it('takes a trimmed article and refuses anything else', () => {
    expect(parseWith(cartRemovalInput, { article: ' F-7 ' })).toEqual({ data: { article: 'F-7' } })
    expect(parseWith(cartRemovalInput, {})).toEqual({ fields: { article: ['Обязательное поле.'] } })
    for (const article of [...HOSTILE_ARTICLES, 1, null, ['A']]) {
      expect(parseWith(cartRemovalInput, { article })).toHaveProperty('fields.article')
    }
  })
})

describe('cartLinesInput (POST /cart/merge/, mergeCart, guestCart)', () => {
  it('takes order lines, one piece when the quantity is left out; none is an empty cart', () => {
    expect(
      parseWith(cartLinesInput, {
        items: [{ product: 'NS-100', quantity: '3' }, { product: 'F-7' }],
      })
    ).toEqual({
      data: {
        items: [
          { product: 'NS-100', quantity: 3 },
          { product: 'F-7', quantity: 1 },
        ],
      },
    })
    expect(parseWith(cartLinesInput, {})).toEqual({ data: { items: [] } })
    expect(parseWith(cartLinesInput, { items: null })).toEqual({ data: { items: [] } })
    expect(parseWith(cartLinesInput, { items: [] })).toEqual({ data: { items: [] } })
  })

  it('refuses more than 200 lines, lines that are not lines, and bad quantities', () => {
    const many = Array.from({ length: MAX_MERGE_LINES + 1 }, (_, i) => ({ product: `A-${i}` }))
    expect(parseWith(cartLinesInput, { items: many })).toEqual({
      fields: { items: ['Не больше 200 позиций.'] },
    })
    for (const items of ['NS-100', 7, { product: 'A' }, [1], [null], [{ product: '' }]]) {
      expect(parseWith(cartLinesInput, { items })).toEqual({
        fields: { items: [ITEM_SHAPE_MESSAGE] },
      })
    }
    for (const quantity of [0, 1.5, 2 ** 31, ' 1.5', true]) {
      expect(parseWith(cartLinesInput, { items: [{ product: 'A', quantity }] })).toEqual({
        fields: { items: [QUANTITY_MESSAGE] },
      })
    }
    for (const product of HOSTILE_ARTICLES) {
      expect(parseWith(cartLinesInput, { items: [{ product }] })).toHaveProperty('fields.items')
    }
  })
})

describe("cartStockMessage (the drafts' stock rule on a cart line)", () => {
  const shops = [{ count: 3 }, { count: 2 }]
  it('says what all shops hold when the line asks for more', () => {
    expect(cartStockMessage(1000, shops)).toBe('В наличии 5 товаров')
    expect(cartStockMessage(6, shops)).toBe('В наличии 5 товаров')
    expect(cartStockMessage(1, [])).toBe('В наличии 0 товаров')
  })
  it('says nothing while stock covers the line (an oversold shop counts as none)', () => {
    expect(cartStockMessage(5, shops)).toBeNull()
    expect(cartStockMessage(1, shops)).toBeNull()
    expect(cartStockMessage(5, [...shops, { count: -4 }])).toBeNull()
  })
})
