import { db } from 'src/lib/db'
import { setRequestTextLocale } from 'src/lib/textLocale'

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
          title: 'Мощность, кВт',
          titleLang: 'ru',
          unit: 'кВт',
          kind: 'range',
          min: 0.06,
          max: 0.06,
          values: [],
          productCount: 1,
        },
        {
          name: 'Напор, м',
          title: 'Напор, м',
          titleLang: 'ru',
          unit: 'м',
          kind: 'range',
          min: 4,
          max: 4,
          values: [],
          productCount: 1,
        },
        {
          name: 'Материал корпуса',
          title: 'Материал корпуса',
          titleLang: 'ru',
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

  scenario(
    'names each characteristic in the request’s language, its key staying the Russian name (issue 33)',
    async () => {
      await db.productAttribute.updateMany({
        where: { name: 'Напор, м' },
        data: { nameKk: 'Арын, м' },
      })
      const kazakh = async () => {
        setRequestTextLocale('kk')
        try {
          return await catalogFilters('Циркуляционные насосы')
        } finally {
          setRequestTextLocale('ru')
        }
      }
      const russian = await catalogFilters('Циркуляционные насосы')
      const inKazakh = await kazakh()
      const titles = (filters: typeof russian) =>
        filters.characteristics.map(({ name, title, titleLang }) => [name, title, titleLang])
      expect(titles(inKazakh)).toEqual([
        ['Мощность, кВт', 'Мощность, кВт', 'ru'],
        ['Напор, м', 'Арын, м', 'kk'],
        ['Материал корпуса', 'Материал корпуса', 'ru'],
      ])
      // The kept answers never mix languages: the Russian one stays Russian.
      expect(titles(await catalogFilters('Циркуляционные насосы'))).toEqual(titles(russian))
      expect(titles(russian)[1]).toEqual(['Напор, м', 'Напор, м', 'ru'])
    }
  )

  scenario('answers not found for an unknown subsection', async () => {
    await expect(catalogFilters('Нет такого')).rejects.toThrow('Подраздел не найден.')
  })
})
