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

  it('gives the picture as a public media address', () => {
    expect(Subcategory.image({}, info({ image: 'demo/s.svg' }))).toBe('/api/media/demo/s.svg')
  })
})
