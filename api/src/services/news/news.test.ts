import { INVALID_PAGE_MESSAGE } from 'src/lib/domain/pagination'
import { NotFoundError } from 'src/lib/errors'

import { getNews, listNews, News } from './news'

const titles = (page: { results: { title: string }[] }) => page.results.map((n) => n.title)
const info = (root: unknown) => ({ root, context: {}, info: {} }) as never

describe('news', () => {
  scenario('lists published news newest first, 9 a page', async () => {
    const page = await listNews({})
    expect(page).toMatchObject({ count: 3, page: 1, pageSize: 9 })
    expect(titles(page)).toEqual([
      'Скидки на насосы Grundfos',
      'Новый склад в Атырау',
      'Сервисный центр BAXI',
    ])
  })

  scenario('pages, and refuses a page past the end', async () => {
    expect(titles(await listNews({ page: '2', pageSize: '2' }))).toEqual(['Сервисный центр BAXI'])
    await expect(listNews({ page: 3, pageSize: 2 })).rejects.toThrow(INVALID_PAGE_MESSAGE)
  })

  scenario('gives a published item by id', async (scenario) => {
    const item = await getNews(scenario.news.warehouse.id)
    expect(item).toMatchObject({ slug: 'novyy-sklad-v-atyrau', isPromo: false })
  })

  scenario('hides drafts, scheduled and unknown items (404)', async (scenario) => {
    await expect(getNews(scenario.news.draft.id)).rejects.toThrow(NotFoundError)
    await expect(getNews(scenario.news.scheduled.id)).rejects.toThrow(NotFoundError)
    await expect(getNews(999999)).rejects.toThrow(NotFoundError)
  })
})

describe('News media fields', () => {
  it('give public media addresses', () => {
    expect(News.image({}, info({ image: 'demo/news/a.svg' }))).toBe('/api/media/demo/news/a.svg')
    expect(News.image({}, info({ image: null }))).toBeNull()
    expect(News.gallery({}, info({ gallery: ['demo/news/b.svg'] }))).toEqual([
      '/api/media/demo/news/b.svg',
    ])
  })
})
