import {
  COMPARE_LIMIT,
  compareCount,
  differingCharacteristics,
  isCompared,
  sanitizeCompareMap,
  toggleCompare,
} from './compare'

describe('toggleCompare (SPEC §4 Compare)', () => {
  it('adds an article to its subcategory', () => {
    const result = toggleCompare({}, 'Насосы', 'A-1')
    expect(result).toEqual({ map: { Насосы: ['A-1'] }, isError: false, isCompared: true })
  })

  it('removes an article added again (toggle) and drops the emptied subcategory', () => {
    const once = toggleCompare({ Баки: ['B-1'] }, 'Насосы', 'A-1').map
    expect(toggleCompare(once, 'Насосы', 'A-1')).toEqual({
      map: { Баки: ['B-1'] },
      isError: false,
      isCompared: false,
    })
  })

  it('holds at most 3 per subcategory: the 4th sets isError and changes nothing', () => {
    let map = {}
    for (const article of ['A-1', 'A-2', 'A-3']) map = toggleCompare(map, 'Насосы', article).map
    expect(COMPARE_LIMIT).toBe(3)
    const refused = toggleCompare(map, 'Насосы', 'A-4')
    expect(refused.isError).toBe(true)
    expect(refused.map).toBe(map)
    // another subcategory has its own limit
    expect(toggleCompare(map, 'Баки', 'B-1').isError).toBe(false)
  })

  it('counts all articles and tells whether one is compared', () => {
    const map = { Насосы: ['A-1', 'A-2'], Баки: ['B-1'] }
    expect(compareCount(map)).toBe(3)
    expect(isCompared(map, 'B-1')).toBe(true)
    expect(isCompared(map, 'C-1')).toBe(false)
  })
})

describe('sanitizeCompareMap', () => {
  it('keeps only lists of strings, without duplicates, at most 3 each', () => {
    expect(
      sanitizeCompareMap({
        Насосы: ['A-1', 'A-1', 'A-2', 'A-3', 'A-4'],
        Баки: 'B-1',
        Пусто: [],
        Смесь: [1, 'C-1', null],
      })
    ).toEqual({ Насосы: ['A-1', 'A-2', 'A-3'], Смесь: ['C-1'] })
  })

  it.each([null, 'text', 42, ['A-1']])('drops %p', (value) => {
    expect(sanitizeCompareMap(value)).toEqual({})
  })
})

describe('differingCharacteristics', () => {
  it('names rows whose values differ or are missing in one product', () => {
    const rows = differingCharacteristics([
      {
        characteristics: [
          { name: 'Мощность', value: '0,75 кВт' },
          { name: 'Напор', value: '40 м' },
        ],
      },
      {
        characteristics: [
          { name: 'Мощность', value: '0,75 кВт' },
          { name: 'Напор', value: '45 м' },
        ],
      },
      {
        characteristics: [
          { name: 'Мощность', value: '0,75 кВт ' },
          { name: 'Напор', value: '40 м' },
          { name: 'Вес', value: '9 кг' },
        ],
      },
    ])
    expect([...rows].sort()).toEqual(['Вес', 'Напор'])
  })
})
