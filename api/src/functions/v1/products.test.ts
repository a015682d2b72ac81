import { expectContract } from 'testing/rest/expectContract'
import { callV1, type Json } from 'testing/rest/testClient'
import { currentUserFixture } from 'testing/testUsers'

import { clearCatalogFiltersCache } from 'src/services/catalogFilters/catalogFilters'
import { clearProductCaches } from 'src/services/products/products'

/** The router itself, so that mockCurrentUser() stands for a logged-in caller. */
async function get(path: string, query: Record<string, string> = {}) {
  const { status, body } = await callV1(path, { query, asCurrentUser: true })
  return { status, body: body as Json }
}

async function list(query: Record<string, string> = {}) {
  const { status, body } = await get('/product/', query)
  expect(status).toBe(200)
  expectContract('GET', '/product/', body)
  return body
}

const articles = (body: Json) => body.results.map((p: Json) => p.article)

// Counts are cached for half a minute; every scenario brings its own goods.
beforeEach(() => {
  clearProductCaches()
  clearCatalogFiltersCache()
})

describe('GET /api/v1/product/', () => {
  scenario('lists active goods by price, «price on request» last, 9 a page', async () => {
    const body = await list()
    expect(body.count).toBe(5)
    expect(articles(body)).toEqual([
      'WL-STAR-RS-25-4',
      'AN-V-500',
      'GR-UPS-25-40-180',
      'GR-SQ-3-65',
      'WL-SKID-2',
    ])
  })

  scenario('serializes prices, images in order, sections, brand and balance', async () => {
    const body = await list({ search: 'GR-UPS-25-40-180' })
    expect(body.results[0]).toMatchObject({
      article: 'GR-UPS-25-40-180',
      price: 80000,
      current_price: 68000,
      last_price: 80000,
      images: [
        { file: '/api/media/demo/products/GR-UPS-25-40-180-1.svg' },
        { file: '/api/media/demo/products/GR-UPS-25-40-180-2.svg' },
      ],
      category: { name: 'Насосное оборудование' },
      subcategory: [{ name: 'Циркуляционные насосы' }],
      brand: { name: 'Grundfos' },
      is_available: true,
    })
  })

  scenario('filters by section, subsection and brands', async () => {
    expect(articles(await list({ category__name: 'Баки и емкости' }))).toEqual(['AN-V-500'])
    expect(articles(await list({ subcategory__name: 'Скважинные насосы' }))).toEqual(['GR-SQ-3-65'])
    expect(articles(await list({ brand__name: 'Wilo' }))).toEqual(['WL-STAR-RS-25-4', 'WL-SKID-2'])
    // Names sort case-insensitively with ё as е: «Ёмкость» before «Насосная».
    expect(articles(await list({ brand__name__in: 'Анион,Wilo', ordering: 'name' }))).toEqual([
      'AN-V-500',
      'WL-SKID-2',
      'WL-STAR-RS-25-4',
    ])
    expect((await list({ category__name: 'Нет такого раздела' })).count).toBe(0)
  })

  scenario('«РАСПРОДАЖА» and the promo section list discounted goods', async () => {
    expect(articles(await list({ category__name: 'РАСПРОДАЖА' }))).toEqual([
      'AN-V-500',
      'GR-UPS-25-40-180',
    ])
    expect(articles(await list({ category__name: 'Акции' }))).toEqual([
      'AN-V-500',
      'GR-UPS-25-40-180',
    ])
  })

  scenario(
    'filters by price bounds and ranges, a single range value being a lower bound',
    async () => {
      expect(
        articles(await list({ current_price__gte: '60000', current_price__lte: '70000' }))
      ).toEqual(['AN-V-500', 'GR-UPS-25-40-180'])
      expect(articles(await list({ current_price__range: '100000' }))).toEqual(['GR-SQ-3-65'])
      expect(articles(await list({ current_price__range: ',55000' }))).toEqual([
        'WL-STAR-RS-25-4',
        'WL-SKID-2',
      ])
    }
  )

  scenario('filters by width (characteristic__weight) and length', async () => {
    expect(articles(await list({ characteristic__weight__gte: '100' }))).toEqual([
      'WL-STAR-RS-25-4',
      'AN-V-500',
    ])
    expect(articles(await list({ characteristic__length__lte: '500' }))).toEqual([
      'GR-UPS-25-40-180',
    ])
  })

  scenario('filters popular goods and searches', async () => {
    expect(articles(await list({ is_popular: 'true' }))).toEqual([
      'WL-STAR-RS-25-4',
      'GR-UPS-25-40-180',
    ])
    const found = articles(await list({ search: 'yfcjc grundfos' }))
    expect(found).toHaveLength(2)
    expect(found).toEqual(expect.arrayContaining(['GR-UPS-25-40-180', 'GR-SQ-3-65']))
    expect(articles(await list({ search: 'емкость' }))).toEqual(['AN-V-500'])
  })

  scenario('orders by any allowed field in either direction', async () => {
    expect(articles(await list({ ordering: '-current_price' }))).toEqual([
      'GR-SQ-3-65',
      'GR-UPS-25-40-180',
      'AN-V-500',
      'WL-STAR-RS-25-4',
      'WL-SKID-2',
    ])
    expect(articles(await list({ ordering: '-created' }))[0]).toBe('WL-SKID-2')
  })

  scenario('pages like DRF', async () => {
    const second = await list({ page: '2', page_size: '2' })
    expect(second).toMatchObject({
      count: 5,
      next: 'http://shop.test/api/v1/product/?page=3&page_size=2',
      previous: 'http://shop.test/api/v1/product/?page_size=2',
    })
    expect((await list({ page_size: '100' })).results).toHaveLength(5)
    expect(await get('/product/', { page: '4', page_size: '2' })).toEqual({
      status: 404,
      body: { detail: 'Неправильная страница.' },
    })
  })

  scenario('paging links never take a Host the caller chose', async () => {
    const nextOf = async (options: Parameters<typeof callV1>[1]) =>
      (await callV1('/product/', { query: { page: '2', page_size: '2' }, ...options })).body!.next
    const saved = process.env.SITE_URL
    try {
      process.env.SITE_URL = 'https://akvatoria.kz'
      for (const headers of [
        { host: 'evil.example' },
        { host: 'shop.test', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
        { host: 'localhost:8911' },
      ]) {
        expect({ headers, next: await nextOf({ headers }) }).toEqual({
          headers,
          next: 'https://akvatoria.kz/api/v1/product/?page=3&page_size=2',
        })
      }
      delete process.env.SITE_URL
      // Development: the Host it came to, when it is a plain host[:port]; a
      // stranger's X-Forwarded-Host is not believed, a forged prefix not taken.
      expect(await nextOf({ host: 'localhost:8910' })).toBe(
        'http://localhost:8910/api/v1/product/?page=3&page_size=2'
      )
      expect(
        await nextOf({
          headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-prefix': '//evil.example' },
        })
      ).toBe('http://shop.test/api/v1/product/?page=3&page_size=2')
      expect(await nextOf({ host: 'evil.example/@x' })).not.toMatch(/evil/)
    } finally {
      if (saved === undefined) delete process.env.SITE_URL
      else process.env.SITE_URL = saved
    }
  })

  scenario('answers 400 with field messages for unreadable parameters', async () => {
    expect(await get('/product/', { current_price__gte: 'дёшево', is_popular: 'да' })).toEqual({
      status: 400,
      body: {
        current_price__gte: ['Введите число.'],
        is_popular: ['Выберите корректный вариант.'],
      },
    })
    const ordering = await get('/product/', { ordering: 'rating' })
    expect(ordering.status).toBe(400)
    expect(ordering.body.ordering[0]).toContain('rating')
  })

  scenario('shows guests availability only, logged-in users the counts', async () => {
    const guest = (await list({ search: 'GR-UPS-25-40-180' })).results[0]
    expect(guest.quantity).toBeNull()
    expect(guest.balance).toEqual([
      {
        id: expect.any(Number),
        is_available: true,
        shop: {
          id: expect.any(Number),
          name: 'Атырау',
          name_for_guest: 'Магазин в Атырау',
          address: { address: 'г. Атырау, ул. Сатпаева, 17', city: 'Атырау' },
        },
      },
      expect.objectContaining({ is_available: false }),
    ])
    expect(guest.balance[0]).not.toHaveProperty('count')

    mockCurrentUser(currentUserFixture({ id: 1, email: 'retail@akvatoria.kz' }))
    const user = (await list({ search: 'GR-UPS-25-40-180' })).results[0]
    expect(user.quantity).toBe(12)
    expect(user.balance.map((b: Json) => b.count)).toEqual([12, 0])
  })
})

describe('GET /api/v1/product/{article}/', () => {
  scenario('answers the product card with characteristics', async () => {
    const { status, body } = await get('/product/GR-UPS-25-40-180/')
    expect(status).toBe(200)
    expectContract('GET', '/product/:article/', body)
    expect(body).toMatchObject({
      description: 'Для систем отопления частного дома.',
      characteristics: [
        { name: 'Мощность, кВт', value: '0,06', unit: 'кВт' },
        { name: 'Напор, м', value: '4', unit: 'м' },
        { name: 'Материал корпуса', value: 'Чугун', unit: null },
      ],
      width: 90,
      length: 180,
      height: null,
    })
  })

  scenario('answers 404 for unknown and withdrawn goods', async () => {
    expect(await get('/product/NO-SUCH/')).toEqual({
      status: 404,
      body: { detail: 'Товар не найден.' },
    })
    expect((await get('/product/OLD-1/')).status).toBe(404)
  })
})

describe('GET /api/v1/product/new/ and /product/price-limits/', () => {
  scenario('lists new goods, newest first', async () => {
    const { body } = await get('/product/new/', { page_size: '100' })
    expectContract('GET', '/product/new/', body)
    expect(articles(body)).toEqual(['WL-SKID-2', 'WL-STAR-RS-25-4'])
  })

  scenario(
    'gives price limits for the same filters, own price bounds and «on request» aside',
    async () => {
      const all = await get('/product/price-limits/', { current_price__gte: '100000' })
      expectContract('GET', '/product/price-limits/', all.body)
      expect(all.body).toEqual({ min_price: 54000, max_price: 395000 })
      const pumps = await get('/product/price-limits/', {
        subcategory__name: 'Циркуляционные насосы',
      })
      expect(pumps.body).toEqual({ min_price: 54000, max_price: 68000 })
      const none = await get('/product/price-limits/', { category__name: 'Нет такого раздела' })
      expect(none.body).toEqual({ min_price: null, max_price: null })
    }
  )
})

describe('GET /api/v1/catalog/search/', () => {
  scenario('answers results grouped by kind', async () => {
    const { status, body } = await get('/catalog/search/', { query: 'насосы' })
    expect(status).toBe(200)
    expectContract('GET', '/catalog/search/', body)
    expect(body.product.map((p: Json) => p.article)).toEqual(
      expect.arrayContaining(['GR-UPS-25-40-180', 'GR-SQ-3-65', 'WL-STAR-RS-25-4'])
    )
    expect(body.subcategory).toEqual(
      expect.arrayContaining([
        {
          name: 'Циркуляционные насосы',
          subcategory_id: expect.any(Number),
          category_name: 'Насосное оборудование',
        },
      ])
    )
    const brand = await get('/catalog/search/', { query: 'wilo' })
    expect(brand.body.brand).toEqual([{ name: 'Wilo', brand_id: expect.any(Number) }])
  })

  scenario('answers empty groups for an empty query', async () => {
    expect((await get('/catalog/search/', { query: '   ' })).body).toEqual({
      product: [],
      category: [],
      subcategory: [],
      brand: [],
      count: { product: 0, category: 0, subcategory: 0, brand: 0 },
    })
  })

  scenario('counts each group in all, the goods as the list does', async () => {
    const { body } = await get('/catalog/search/', { query: 'yfcjcs' })
    expectContract('GET', '/catalog/search/', body)
    const listed = await get('/product/', { search: 'насос' })
    expect(body.count).toEqual({
      product: listed.body.count,
      category: 1,
      subcategory: body.subcategory.length,
      brand: 0,
    })
    expect(body.count.product).toBeGreaterThan(0)
    // Every form of the word: the same goods in the same order.
    const plain = await get('/catalog/search/', { query: 'насос' })
    expect(plain.body).toEqual(body)
  })
})

describe('Kazakh words in REST search (issue 33 §3)', () => {
  scenario(
    '/catalog/search/ and /product/?search= answer for сорғы what they answer for насос',
    async () => {
      const pumps = await get('/catalog/search/', { query: 'насос' })
      expect(pumps.body.count.product).toBeGreaterThan(0)
      for (const query of ['сорғы', 'СОРҒЫ', 'соргы', 'сорғылар', 'сорғыларының']) {
        const { status, body } = await get('/catalog/search/', { query })
        expect(status).toBe(200)
        expectContract('GET', '/catalog/search/', body)
        expect([query, body]).toEqual([query, pumps.body])
      }
      const listed = await list({ search: 'насос' })
      for (const search of ['сорғы', 'сорғылар']) {
        expect([search, await list({ search })]).toEqual([search, listed])
      }
      // On the Kazakh site's language too: the answer does not depend on it.
      const kk = await callV1('/catalog/search/', {
        query: { query: 'сорғы' },
        headers: { 'accept-language': 'kk' },
      })
      expect(kk.status).toBe(200)
      expect((kk.body as Json).product).toEqual(pumps.body.product)
    }
  )
})

describe('GET /api/v1/category/filters/', () => {
  scenario('offers the filters of a subsection', async () => {
    const { status, body } = await get('/category/filters/', {
      sub_category: 'Циркуляционные насосы',
    })
    expect(status).toBe(200)
    expectContract('GET', '/category/filters/', body)
    expect(body.sub_category).toMatchObject({
      name: 'Циркуляционные насосы',
      category_name: 'Насосное оборудование',
    })
    expect(body.price).toEqual({ min: 54000, max: 68000 })
    expect(body.characteristics.map((c: Json) => [c.name, c.type])).toEqual([
      ['Мощность, кВт', 'range'],
      ['Напор, м', 'range'],
      ['Материал корпуса', 'values'],
    ])
    expect(body.characteristics[2].values).toEqual(['Чугун'])
  })

  scenario('answers 404 for an unknown subsection', async () => {
    expect((await get('/category/filters/', { sub_category: 'Нет такого' })).status).toBe(404)
  })
})
