import {
  CART_NAME_LIMIT,
  discountPercent,
  isOnSale,
  priceView,
  quantityText,
  quantityTextIn,
  shortName,
  unitLabel,
  kazakhUnitOf,
  unitLabelIn,
} from './productDisplay'

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
    // floor gives 0, but the item is on sale («РАСПРОДАЖА» lists it): the badge says at least 1%.
    [99_999, 100_000, 1],
    [99_999.99, 100_000, 1],
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

describe('isOnSale (the «РАСПРОДАЖА» listing and the badge)', () => {
  it.each([
    [90, 100, true],
    [99_999.99, 100_000, true],
    [100, 100, false],
    [100.001, 100, false], // the same price in whole tiyn
    [120, 100, false],
    [0, 100, false],
    [-1, 100, false],
    [100, null, false],
    [100, undefined, false],
    [null, 100, false],
  ])('price %p, old %p → %p', (price, old, expected) => {
    expect(isOnSale(price, old)).toBe(expected)
  })

  it('every item on sale shows a badge of at least 1%, and only those', () => {
    const prices = [1, 9.99, 99.99, 999.5, 99_999, 99_999.99, 100_000, 123_456.78]
    for (const price of prices) {
      for (const old of [...prices, 100_000.01, 1_000_000]) {
        const percent = discountPercent(price, old)
        if (isOnSale(price, old)) expect(percent).toBeGreaterThanOrEqual(1)
        else expect(percent).toBeNull()
      }
    }
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

describe('quantityText (one form of «шт.» everywhere)', () => {
  it('writes pieces as «шт.», whether the catalogue stored the dot or not', () => {
    expect(quantityText(28)).toBe('28 шт.')
    expect(quantityText(28, 'шт')).toBe('28 шт.')
    expect(quantityText(28, 'шт.')).toBe('28 шт.')
    expect(quantityText(1, ' шт ')).toBe('1 шт.')
    expect(quantityText(3, null)).toBe('3 шт.')
    expect(quantityText(3, '')).toBe('3 шт.')
  })

  it('dots other abbreviations and leaves metric units as they are', () => {
    expect(unitLabel('компл')).toBe('компл.')
    expect(unitLabel('Упак')).toBe('Упак.')
    expect(quantityText(12, 'м')).toBe('12 м')
    expect(quantityText(5, 'кг')).toBe('5 кг')
    expect(quantityText(200, 'л')).toBe('200 л')
  })
})

describe('unitLabelIn, quantityTextIn (issue 33: units on Kazakh pages and letters)', () => {
  it('reads 1C’s Russian abbreviations in Kazakh: «дана», «жиынтық», «қаптама», «жұп», «орам», «парақ»', () => {
    expect(quantityTextIn('kk', 28)).toBe('28 дана')
    expect(quantityTextIn('kk', 28, 'шт')).toBe('28 дана')
    expect(quantityTextIn('kk', 1, ' Шт. ')).toBe('1 дана')
    expect(unitLabelIn('kk', 'компл')).toBe('жиынтық')
    expect(unitLabelIn('kk', 'упак.')).toBe('қаптама')
    expect(unitLabelIn('kk', 'уп')).toBe('қаптама')
    expect(unitLabelIn('kk', 'пар')).toBe('жұп')
    expect(unitLabelIn('kk', 'рул')).toBe('орам')
    expect(unitLabelIn('kk', 'лист')).toBe('парақ')
  })

  it('leaves metric units alike in both languages, and Russian exactly as unitLabel', () => {
    expect(quantityTextIn('kk', 12, 'м')).toBe('12 м')
    expect(quantityTextIn('kk', 5, 'кг')).toBe('5 кг')
    for (const unit of [null, '', 'шт', 'компл', 'м', 'л'])
      expect(quantityTextIn('ru', 3, unit)).toBe(quantityText(3, unit))
  })
})

describe('kazakhUnitOf (the one list of units a Kazakh page writes otherwise)', () => {
  it('answers sales units and characteristics units alike, case, spaces and a dot aside', () => {
    expect(kazakhUnitOf(' Шт. ')).toBe('дана')
    expect(kazakhUnitOf('м³/Ч')).toBe('м³/сағ')
    expect(kazakhUnitOf('чел')).toBe('адам')
    expect(kazakhUnitOf('кВт')).toBeUndefined()
    // Quantities read the same list as characteristics.
    expect(unitLabelIn('kk', 'лет')).toBe('жыл')
  })
})
