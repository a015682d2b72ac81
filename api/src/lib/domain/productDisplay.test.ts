import { CART_NAME_LIMIT, discountPercent, priceView, shortName } from './productDisplay'

describe('shortName (SPEC §9: cut at 115 with an ellipsis)', () => {
  it('keeps names up to the limit', () => {
    const name = 'а'.repeat(CART_NAME_LIMIT)
    expect(shortName(name)).toBe(name)
  })

  it('cuts longer names to 115 characters and adds «…»', () => {
    const cut = shortName('б'.repeat(CART_NAME_LIMIT + 1))
    expect(cut).toBe(`${'б'.repeat(CART_NAME_LIMIT)}…`)
    expect(Array.from(cut)).toHaveLength(CART_NAME_LIMIT + 1)
  })

  it('does not leave a space before the ellipsis and counts characters, not UTF-16 units', () => {
    expect(shortName('Насос циркуляционный', 6)).toBe('Насос…')
    expect(shortName('💧💧💧', 2)).toBe('💧💧…')
  })
})

describe('discountPercent (SPEC §9: floor(100 × (1 − price/old)))', () => {
  it.each([
    [90, 100, 10],
    [66_667, 100_000, 33],
    [99_999, 100_000, null], // floor gives 0: no badge
    [1, 3, 66],
  ])('price %p, old %p → %p', (price, old, expected) => {
    expect(discountPercent(price, old)).toBe(expected)
  })

  it('shows no discount without an old price above the price or for prices on request', () => {
    expect(discountPercent(100, null)).toBeNull()
    expect(discountPercent(100, 100)).toBeNull()
    expect(discountPercent(120, 100)).toBeNull()
    expect(discountPercent(0, 100)).toBeNull()
    expect(discountPercent(-1, 100)).toBeNull()
    expect(discountPercent(100, -1)).toBeNull()
  })
})

describe('priceView', () => {
  it('formats the price with spaces and the tenge sign, the old price only with a discount', () => {
    expect(priceView(150_000, 180_000)).toEqual({
      current: '150 000 ₸',
      isOnRequest: false,
      old: '180 000 ₸',
      discount: 16,
    })
    expect(priceView(150_000, 150_000)).toEqual({
      current: '150 000 ₸',
      isOnRequest: false,
      old: null,
      discount: null,
    })
  })

  it.each([0, -1])('price %p reads «Цену уточняйте у менеджера»', (price) => {
    expect(priceView(price, 1000)).toEqual({
      current: 'Цену уточняйте у менеджера',
      isOnRequest: true,
      old: null,
      discount: null,
    })
  })
})
