import { callV1 } from 'testing/rest/testClient'

const call = (path: string, query: Record<string, string> = {}, method = 'GET', host?: string) =>
  callV1(path.replace(/^\/v1/, ''), { query, method, host })

describe('REST /api/v1 adapter', () => {
  scenario('GET /category/ answers the DRF envelope with snake_case fields', async () => {
    const { status, headers, body } = await call('/v1/category/')
    expect(status).toBe(200)
    expect(headers['Content-Type']).toBe('application/json; charset=utf-8')
    expect(body).toMatchObject({ count: 5, next: null, previous: null })
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      name: 'Акции',
      slug: 'akcii',
      kind: 'promo',
      position: 0,
      is_on_main: true,
      is_popular: false,
      image: null,
      description: '',
    })
  })

  scenario('the form without a trailing slash works too', async () => {
    expect((await call('/v1/category')).status).toBe(200)
  })

  scenario('filters with is_popular', async () => {
    const { body } = await call('/v1/category/', { is_popular: 'true' })
    expect(body.results.map((c) => c.name)).toEqual(['Сантехника', 'Насосное оборудование'])
  })

  scenario('links pages like DRF, dropping page=1 from the previous link', async () => {
    const second = await call('/v1/category/', { page: '2', page_size: '2' })
    expect(second.body.next).toBe('http://shop.test/api/v1/category/?page=3&page_size=2')
    expect(second.body.previous).toBe('http://shop.test/api/v1/category/?page_size=2')
    const last = await call('/v1/category/', { page: '3', page_size: '2' })
    expect(last.body.results).toHaveLength(1)
    expect(last.body.next).toBeNull()
  })

  scenario('links to the api server itself when called there directly', async () => {
    const direct = await call('/v1/category/', { page_size: '2' }, 'GET', 'localhost:8911')
    expect(direct.body.next).toBe('http://localhost:8911/v1/category/?page_size=2&page=2')
  })

  scenario('answers 404 with detail for a page past the end', async () => {
    const { status, body } = await call('/v1/category/', { page: '9' })
    expect(status).toBe(404)
    expect(body).toEqual({ detail: 'Неправильная страница.' })
  })

  scenario('answers 400 with field messages for an unreadable filter', async () => {
    const { status, body } = await call('/v1/category/', { is_popular: 'может быть' })
    expect(status).toBe(400)
    expect(body).toEqual({ is_popular: ['Выберите корректный вариант.'] })
  })

  it('answers 404 JSON for an unknown resource and 405 for a wrong method', async () => {
    const missing = await call('/v1/no-such-thing/')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ detail: 'Страница не найдена.' })

    const wrongMethod = await call('/v1/category/', {}, 'POST')
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.Allow).toBe('GET')
  })
})
