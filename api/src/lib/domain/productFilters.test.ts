import { mergeRange } from './productFilters'

describe('mergeRange', () => {
  it('takes a range with one open side as a single bound', () => {
    expect(mergeRange({ min: 100 }, undefined, undefined)).toEqual({ min: 100, max: undefined })
    expect(mergeRange({ max: 500 }, undefined, undefined)).toEqual({ min: undefined, max: 500 })
  })

  it('lets explicit gte/lte win over the range', () => {
    expect(mergeRange({ min: 100, max: 500 }, 200, undefined)).toEqual({ min: 200, max: 500 })
  })

  it('is absent when nothing bounds it', () => {
    expect(mergeRange(undefined, undefined, undefined)).toBeUndefined()
  })
})
