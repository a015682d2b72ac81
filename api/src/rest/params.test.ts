import type { z } from 'zod'

import { catalogViewFromParams } from '../lib/domain/catalogView'

import { MAX_PRICE, qNumber, qRange } from './params'

/**
 * SPEC §5 price bounds have one reading (domain/productFilters): REST answers
 * 400 to what it cannot read, the web catalogue ignores that value and keeps
 * the page; what either accepts, both read as the same number.
 */
const rest = (schema: z.ZodType, raw: string) => {
  const parsed = schema.safeParse(raw)
  return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0].message }
}

describe('price bounds: REST and the web catalogue read them alike', () => {
  const gte = qNumber('Цена от', MAX_PRICE)

  it.each([
    ['5000', 5000],
    ['  5000 ', 5000],
    ['5000.50', 5000.5],
    ['5000,50', 5000.5],
    ['90 000', 90000],
    ['90\u00a0000', 90000],
    ['0', 0],
    // Meaningless but harmless, and partners' requests already pass it: kept (no bound below).
    ['-5', -5],
  ])('%p is %p in both', (raw, value) => {
    expect(rest(gte, raw)).toEqual({ value })
    expect(catalogViewFromParams({ current_price__gte: raw }).price).toEqual({ min: value })
  })

  it.each(['abc', '1e5', '0x10', 'Infinity', 'NaN', '5000р', '1.2.3', '--5', '99999999999'])(
    '%p: REST answers 400 in Russian, the web ignores it',
    (raw) => {
      expect(rest(gte, raw)).toHaveProperty('error', expect.stringMatching(/[А-Яа-я]/))
      expect(catalogViewFromParams({ current_price__gte: raw }).price).toEqual({})
    }
  )

  it('reads ranges alike, and ignores a bad range as a whole on the web', () => {
    const range = qRange('Цена', MAX_PRICE)
    expect(rest(range, '100,90 000')).toEqual({ value: { min: 100, max: 90000 } })
    expect(catalogViewFromParams({ current_price__range: '100,90 000' }).price).toEqual({
      min: 100,
      max: 90000,
    })
    for (const raw of ['abc,500', '1,2,3', '100,x']) {
      expect(rest(range, raw)).toHaveProperty('error')
      expect(catalogViewFromParams({ current_price__range: raw }).price).toEqual({})
    }
  })
})
