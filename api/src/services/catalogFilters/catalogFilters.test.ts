import { catalogFilters, clearCatalogFiltersCache } from './catalogFilters'

describe('catalogFilters', () => {
  beforeEach(() => clearCatalogFiltersCache())

  scenario(
    'offers ranges of a subsection’s prices, sizes and numeric characteristics',
    async () => {
      const filters = await catalogFilters('Циркуляционные насосы')
      expect(filters.subcategory).toMatchObject({
        name: 'Циркуляционные насосы',
        categoryName: 'Насосное оборудование',
      })
      expect(filters.price).toEqual({ min: 54000, max: 68000 })
      expect(filters.width).toEqual({ min: 90, max: 120 })
      expect(filters.height).toBeNull()
      expect(filters.characteristics).toEqual([
        {
          name: 'Мощность, кВт',
          unit: 'кВт',
          kind: 'range',
          min: 0.06,
          max: 0.06,
          values: [],
          productCount: 1,
        },
        { name: 'Напор, м', unit: 'м', kind: 'range', min: 4, max: 4, values: [], productCount: 1 },
        {
          name: 'Материал корпуса',
          unit: null,
          kind: 'values',
          min: null,
          max: null,
          values: ['Чугун'],
          productCount: 1,
        },
      ])
    }
  )

  scenario('covers all goods without a subsection and accepts an id', async () => {
    const all = await catalogFilters()
    expect(all.subcategory).toBeNull()
    expect(all.price).toEqual({ min: 54000, max: 395000 })
    const byId = await catalogFilters(
      String((await catalogFilters('Баки для воды')).subcategory!.id)
    )
    expect(byId.subcategory?.name).toBe('Баки для воды')
  })

  scenario('answers not found for an unknown subsection', async () => {
    await expect(catalogFilters('Нет такого')).rejects.toThrow('Подраздел не найден.')
  })
})
