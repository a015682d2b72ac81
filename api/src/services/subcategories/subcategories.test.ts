import { askGraphql } from 'testing/graphql'
import { actAsWholesaleBuyer } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { INVALID_PAGE_MESSAGE } from 'src/lib/domain/pagination'

import { listSubcategories, Subcategory } from './subcategories'

const names = (page: { results: { name: string }[] }) => page.results.map((s) => s.name)
const info = (root: unknown) => ({ root, context: {}, info: {} }) as never

describe('subcategories', () => {
  scenario('lists by section order, then their own order, 100 a page', async () => {
    const page = await listSubcategories({})
    expect(page).toMatchObject({ count: 4, page: 1, pageSize: 100 })
    expect(names(page)).toEqual([
      'Электрокотлы',
      'Газовые котлы',
      'Циркуляционные насосы',
      'Насосные станции',
    ])
    expect(page.results[0].category.name).toBe('Котельное оборудование')
  })

  scenario('filters by section name', async () => {
    expect(names(await listSubcategories({ categoryName: 'Насосное оборудование' }))).toEqual([
      'Циркуляционные насосы',
      'Насосные станции',
    ])
    expect(await listSubcategories({ categoryName: 'Нет такого' })).toMatchObject({
      count: 0,
      results: [],
    })
  })

  scenario('pages, and refuses a page past the end', async () => {
    expect(names(await listSubcategories({ page: 2, pageSize: 3 }))).toEqual(['Насосные станции'])
    await expect(listSubcategories({ page: 3, pageSize: 3 })).rejects.toThrow(INVALID_PAGE_MESSAGE)
  })

  scenario(
    'promo',
    "a promo section's subcategories are those of the goods on sale in the viewer's prices",
    async (scenario) => {
      mockCurrentUser(null)
      // Baxi's boiler and Grundfos's pump are on sale; «Акции» owns no subcategory.
      const onSale = ['Газовые котлы', 'Циркуляционные насосы']
      expect(names(await listSubcategories({ categoryName: 'Акции' }))).toEqual(onSale)
      expect(names(await listSubcategories({ categoryName: 'РАСПРОДАЖА' }))).toEqual(onSale)
      expect(await listSubcategories({ categoryName: 'Акции' })).toMatchObject({ count: 2 })
      expect(names(await listSubcategories({ categoryName: 'Насосное оборудование' }))).toEqual([
        'Циркуляционные насосы',
        'Насосные станции',
      ])

      // A wholesale buyer pays 40 000 ₸ for the pump, no old price: not on sale for them.
      await actAsWholesaleBuyer('sub-wholesale', scenario.product.grundfosPump.id, 40000)
      expect(names(await listSubcategories({ categoryName: 'Акции' }))).toEqual(['Газовые котлы'])
    }
  )

  it('gives the picture as a public media address', () => {
    expect(Subcategory.image({}, info({ image: 'demo/s.svg' }))).toBe('/api/media/demo/s.svg')
  })

  scenario(
    "resolves its section when a query asks for it (a product's subcategory comes without it)",
    async (scenario) => {
      const { body: json } = await askGraphql(
        '{ subcategories { results { name category { name } } } }'
      )
      expect(json.errors).toBeUndefined()
      expect(json.data.subcategories.results[0].category.name).toBe('Котельное оборудование')
      const row = await db.subcategory.findFirstOrThrow({
        where: { categoryId: scenario.category.pumps.id },
      })
      expect(
        await Subcategory.category({}, info({ id: row.id, categoryId: row.categoryId }))
      ).toMatchObject({
        id: scenario.category.pumps.id,
      })
    }
  )
})
