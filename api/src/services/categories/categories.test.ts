import { INVALID_PAGE_MESSAGE } from 'src/lib/domain/pagination'

import {
  Category,
  findCategoryByName,
  listCategories as categories,
  listCategoriesOnMain,
} from './categories'
import type { StandardScenario } from './categories.scenarios'

const names = (page: { results: { name: string }[] }) => page.results.map((c) => c.name)

describe('categories', () => {
  scenario('lists every section in display order', async (scenario: StandardScenario) => {
    const page = await categories({})
    expect(page.count).toBe(5)
    expect(names(page)).toEqual([
      scenario.category.promo.name,
      'Сантехника',
      'Котельное оборудование',
      'Насосное оборудование',
      'Баки и емкости',
    ])
  })

  scenario('filters popular sections', async () => {
    const page = await categories({ isPopular: true })
    expect(page.count).toBe(2)
    expect(names(page)).toEqual(['Сантехника', 'Насосное оборудование'])
  })

  scenario('pages with the requested size', async () => {
    const second = await categories({ page: 2, pageSize: 2 })
    expect(second).toMatchObject({ count: 5, page: 2, pageSize: 2 })
    expect(names(second)).toEqual(['Котельное оборудование', 'Насосное оборудование'])
  })

  scenario('refuses a page past the end like DRF', async () => {
    await expect(categories({ page: 4, pageSize: 2 })).rejects.toThrow(INVALID_PAGE_MESSAGE)
  })
})

describe('findCategoryByName', () => {
  scenario('finds a section by its exact name, as the address names it', async () => {
    expect((await findCategoryByName('Баки и емкости'))?.slug).toBe('baki-i-emkosti')
    expect((await findCategoryByName(' Баки и емкости '))?.slug).toBe('baki-i-emkosti')
  })

  scenario('answers null for a section that does not exist', async () => {
    expect(await findCategoryByName('Нет такого раздела')).toBeNull()
    expect(await findCategoryByName('баки')).toBeNull()
    expect(await findCategoryByName('   ')).toBeNull()
  })

  scenario('answers null, not an error, for a key no section name can be', async () => {
    expect(await findCategoryByName('Баки и емкости'.repeat(20))).toBeNull()
    expect(await findCategoryByName('Баки\u0000')).toBeNull()
  })
})

describe('Category.image', () => {
  it('gives the public media address of a stored path', () => {
    const root = { image: 'demo/categories/akcii.svg' } as never
    expect(Category.image({}, { root, context: {}, info: {} } as never)).toBe(
      '/api/media/demo/categories/akcii.svg'
    )
    expect(Category.image({}, { root: { image: null }, context: {}, info: {} } as never)).toBeNull()
  })
})

describe('categoriesOnMain', () => {
  scenario('onMain', 'lists only the sections flagged for the home page, in order', async () => {
    expect((await listCategoriesOnMain()).map((c) => c.name)).toEqual([
      'Сантехника',
      'Насосное оборудование',
    ])
  })

  scenario('is a plain list, whatever the number of sections', async () => {
    expect((await listCategoriesOnMain()).map((c) => c.slug)).toEqual(['akcii'])
  })
})
