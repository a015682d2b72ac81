import { productCountKey, productWhere } from './productQuery'

describe('productCountKey', () => {
  const key = (filter: Parameters<typeof productWhere>[0], scope = {}) =>
    productCountKey(productWhere(filter, scope))

  it('is the same for the same filter', () => {
    expect(key({ price: { min: 100 } }, { categoryIds: [3] })).toBe(
      key({ price: { min: 100 } }, { categoryIds: [3] })
    )
  })

  it('differs when the selected rows may differ', () => {
    const keys = [
      key({}, { categoryIds: [3] }),
      key({}, { categoryIds: [4] }),
      key({ price: { min: 100 } }, { categoryIds: [3] }),
      key({ price: { max: 100 } }, { categoryIds: [3] }),
      key({ isPopular: true }, { categoryIds: [3] }),
      key({}, { categoryIds: [3], brandIds: [3] }),
      key({}, { discountedOnly: true }),
      key({}),
    ]
    expect(new Set(keys).size).toBe(keys.length)
  })
})
