import { cartChangeOf, INTEGER_MESSAGE, MAX_MERGE_LINES, mergedQuantity } from './cart'
import { QUANTITY_MESSAGE } from './orderLines'

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
