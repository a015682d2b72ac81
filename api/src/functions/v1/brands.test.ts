import { callV1, expectOk as ok, type Json } from 'testing/rest/testClient'

/** Calls the real function (auth wrapper included) as a guest. */
const call = (path: string, query: Record<string, string> = {}, method = 'GET') =>
  callV1(path, { query, method })

const names = (rows: Json[]) => rows.map((row) => row.name)

async function brandNames(query: Record<string, string> = {}) {
  const body = await ok('/brands/', '/brands/', query)
  expect(Array.isArray(body)).toBe(true)
  return names(body as Json[])
}

describe('GET /brands/', () => {
  scenario('answers a plain list of brands having goods, by name', async () => {
    const body = (await ok('/brands/', '/brands')) as Json[]
    expect(names(body)).toEqual(['Baxi', 'DAB', 'Grundfos', 'Wilo'])
    expect(body[2]).toEqual({
      id: expect.any(Number),
      name: 'Grundfos',
      slug: 'grundfos',
      is_featured: true,
      logo: '/api/media/demo/brands/grundfos.svg',
      description: 'Насосы из Дании',
      country: 'Дания',
      website: 'https://www.grundfos.com',
    })
  })

  scenario('orders by +name (default), name or -name', async () => {
    const ascending = ['Baxi', 'DAB', 'Grundfos', 'Wilo']
    expect(await brandNames({ ordering: '+name' })).toEqual(ascending)
    expect(await brandNames({ ordering: ' name' })).toEqual(ascending)
    expect(await brandNames({ ordering: 'name' })).toEqual(ascending)
    expect(await brandNames({ ordering: '' })).toEqual(ascending)
    expect(await brandNames({ ordering: '-name' })).toEqual(['Wilo', 'Grundfos', 'DAB', 'Baxi'])
  })

  scenario('answers 400 on the ordering field for an unknown sort key', async () => {
    for (const ordering of ['price', '-id', 'name,rating']) {
      const { status, body } = await call('/brands/', { ordering })
      expect(status).toBe(400)
      expect(body).toEqual({
        ordering: [
          expect.stringMatching(/^Недопустимое значение сортировки «.+»\. Допустимо: name\.$/),
        ],
      })
    }
  })

  scenario('filters by section and subcategory of the same product', async () => {
    expect(await brandNames({ products__category__name: 'Котельное оборудование' })).toEqual([
      'Baxi',
      'Wilo',
    ])
    expect(
      await brandNames({ products__subcategory__name: 'Циркуляционные насосы', ordering: '-name' })
    ).toEqual(['Wilo', 'Grundfos'])
    expect(
      await brandNames({
        products__category__name: 'Насосное оборудование',
        products__subcategory__name: 'Насосные станции',
      })
    ).toEqual(['DAB'])
    expect(
      await brandNames({
        products__category__name: 'Насосное оборудование',
        products__subcategory__name: 'Газовые котлы',
      })
    ).toEqual([])
  })

  scenario('reads «Акции» and РАСПРОДАЖА as discounted goods', async () => {
    expect(await brandNames({ products__category__name: 'Акции' })).toEqual(['Baxi', 'Grundfos'])
    expect(await brandNames({ products__category__name: 'РАСПРОДАЖА' })).toEqual([
      'Baxi',
      'Grundfos',
    ])
  })
})

describe('GET /brands/{id}/', () => {
  scenario('gives one brand; 404 for unknown or non-numeric ids', async (scenario) => {
    const id = scenario.brand.wilo.id
    expect(await ok('/brands/:id/', `/brands/${id}/`)).toEqual({
      id,
      name: 'Wilo',
      slug: 'wilo',
      is_featured: false,
      logo: null,
      description: '',
      country: 'Германия',
      website: null,
    })
    expect((await call(`/brands/${id}`)).status).toBe(200)
    for (const path of ['/brands/999999/', '/brands/wilo/', '/brands/1.5/']) {
      const { status, body } = await call(path)
      expect({ path, status }).toEqual({ path, status: 404 })
      expect(body).toEqual({ detail: 'Страница не найдена.' })
    }
  })
})

describe('GET /subcategory/', () => {
  scenario('answers the DRF envelope, 100 a page, with category_name', async () => {
    const body = await ok('/subcategory/', '/subcategory/')
    expect(body).toMatchObject({ count: 3, next: null, previous: null })
    expect(names(body.results)).toEqual([
      'Газовые котлы',
      'Циркуляционные насосы',
      'Насосные станции',
    ])
    expect(body.results[1]).toEqual({
      id: expect.any(Number),
      name: 'Циркуляционные насосы',
      slug: 'cirkulyacionnye-nasosy',
      category: expect.any(Number),
      category_name: 'Насосное оборудование',
      category_slug: 'nasosnoe-oborudovanie',
      position: 1,
      image: '/api/media/demo/subcategories/circulation.svg',
    })
  })

  scenario('filters with category__name', async () => {
    const body = await ok('/subcategory/', '/subcategory', {
      category__name: 'Насосное оборудование',
    })
    expect(body.count).toBe(2)
    expect(names(body.results)).toEqual(['Циркуляционные насосы', 'Насосные станции'])
    expect(body.results.map((s: Json) => s.category_name)).toEqual([
      'Насосное оборудование',
      'Насосное оборудование',
    ])
    const none = await ok('/subcategory/', '/subcategory/', { category__name: 'Нет такого' })
    expect(none).toEqual({ count: 0, next: null, previous: null, results: [] })
  })

  scenario('pages like DRF and answers 404 past the end', async () => {
    const first = await ok('/subcategory/', '/subcategory/', { page_size: '2' })
    expect(first.next).toBe('http://shop.test/api/v1/subcategory/?page_size=2&page=2')
    const second = await ok('/subcategory/', '/subcategory/', { page: '2', page_size: '2' })
    expect(names(second.results)).toEqual(['Насосные станции'])
    expect(second.next).toBeNull()
    // page_size is capped at 100, never an error
    expect((await ok('/subcategory/', '/subcategory/', { page_size: '500' })).results).toHaveLength(
      3
    )
    const { status, body } = await call('/subcategory/', { page: '3', page_size: '2' })
    expect(status).toBe(404)
    expect(body).toEqual({ detail: 'Неправильная страница.' })
  })
})

describe('GET /category/on_main/', () => {
  scenario('answers a plain list of the home-page sections in order', async () => {
    const body = (await ok('/category/on_main/', '/category/on_main/')) as Json[]
    expect(names(body)).toEqual(['Акции', 'Насосное оборудование'])
    expect(body[1]).toEqual({
      id: expect.any(Number),
      name: 'Насосное оборудование',
      slug: 'nasosnoe-oborudovanie',
      kind: 'regular',
      position: 4,
      is_on_main: true,
      is_popular: false,
      image: '/api/media/demo/categories/pumps.svg',
      description: '',
    })
    expect((await call('/category/on_main')).status).toBe(200)
  })

  it('answers [] when no section is flagged, and 405 for a write', async () => {
    expect(await ok('/category/on_main/', '/category/on_main/')).toEqual([])
    expect(await ok('/brands/', '/brands/')).toEqual([])
    const { status, headers } = await call('/category/on_main/', {}, 'POST')
    expect(status).toBe(405)
    expect(headers.Allow).toBe('GET')
  })
})
