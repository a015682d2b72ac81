import { expectContract } from 'testing/rest/expectContract'
import {
  callV1,
  expectNotFound as notFound,
  expectOk as ok,
  type Json,
} from 'testing/rest/testClient'

/** Calls the real function (auth wrapper included) as a guest. */
const call = (path: string, query: Record<string, string> = {}, method = 'GET') =>
  callV1(path, { query, method })

const pluck = (rows: Json[], key: string) => rows.map((row) => row[key])

describe('sliders', () => {
  scenario('GET /carousel answers a plain list of active slides by position', async () => {
    for (const path of ['/carousel', '/carousel/']) {
      const body = await ok('/carousel/', path)
      expect(Array.isArray(body)).toBe(true)
      expect(pluck(body as Json[], 'title')).toEqual([
        'Насосное оборудование',
        'Собственное производство',
      ])
    }
    const [first] = (await ok('/carousel/', '/carousel')) as Json[]
    expect(first).toEqual({
      id: expect.any(Number),
      kind: 'carousel',
      title: 'Насосное оборудование',
      subtitle: 'В наличии в Атырау',
      image: '/api/media/demo/slides/carousel-1.svg',
      link: '/precatalog/Насосное оборудование',
      position: 1,
      product: null,
    })
  })

  scenario('GET /slider/marketings keeps external picture addresses', async () => {
    const body = (await ok('/slider/marketings/', '/slider/marketings')) as Json[]
    expect(body).toHaveLength(1)
    expect(body[0]).toMatchObject({ kind: 'marketing', image: 'https://cdn.example.kz/slide.png' })
  })

  scenario('GET /slider/product carries article, name, current price, first image', async () => {
    const body = (await ok('/slider/product/', '/slider/product')) as Json[]
    expect(pluck(body, 'title')).toEqual(['Насосная станция', 'Циркуляционный насос'])
    expect(body[1].product).toEqual({
      id: expect.any(Number),
      article: 'GR-UPS-25-40-180',
      name: 'Циркуляционный насос Grundfos UPS 25-40 180',
      slug: 'grundfos-ups-25-40-180',
      price: 52000,
      current_price: 45990.5,
      last_price: 52000,
      image: '/api/media/demo/products/GR-1.svg',
    })
    expect(body[0].product).toMatchObject({ article: 'GR-HJ-JPB-5-24', image: null })
  })

  it('answers 405 with Allow for a write to a slider', async () => {
    const { status, headers } = await call('/carousel/', {}, 'POST')
    expect(status).toBe(405)
    expect(headers.Allow).toBe('GET')
  })
})

describe('objects', () => {
  scenario('GET /objects/object-type/ lists the types by position', async () => {
    const body = (await ok('/objects/object-type/', '/objects/object-type/')) as Json[]
    expect(body).toEqual([
      { id: expect.any(Number), name: 'Жилые комплексы', slug: 'zhilye-kompleksy', position: 1 },
      {
        id: expect.any(Number),
        name: 'Промышленные объекты',
        slug: 'promyshlennye-obekty',
        position: 2,
      },
      { id: expect.any(Number), name: 'Частные дома', slug: 'chastnye-doma', position: 4 },
    ])
    expect((await call('/objects/object-type')).status).toBe(200)
  })

  scenario(
    '?lang=kk names objects and their kinds in Kazakh where written (issue 33)',
    async () => {
      const types = (await call('/objects/object-type/', { lang: 'kk' })).body as Json[]
      expect(pluck(types, 'name')).toEqual([
        'Тұрғын үй кешендері',
        'Промышленные объекты',
        'Частные дома',
      ])
      const objects = (await call('/objects/', { lang: 'kk' })).body!.results as Json[]
      expect(objects[0]).toMatchObject({
        title: '«Нұрсая» ТК жылу пункті',
        type: { name: 'Тұрғын үй кешендері' },
      })
      expect(objects[1].title).toBe('Насосная станция ЖК «Каспий»')
    }
  )

  scenario('GET /objects/ answers the DRF envelope, 9 a page', async () => {
    const body = await ok('/objects/', '/objects/')
    expect(body).toMatchObject({ count: 4, next: null, previous: null })
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      title: 'Тепловой пункт ЖК «Нурсая»',
      slug: 'zhk-nursaya-teplovoy-punkt',
      type: { id: expect.any(Number), name: 'Жилые комплексы', slug: 'zhilye-kompleksy' },
      location: 'Атырау',
      description: '',
      client: 'ТОО «Нурсая Строй»',
      year: 2026,
      image: '/api/media/demo/objects/nursaya-1.svg',
      images: ['/api/media/demo/objects/nursaya-1.svg', '/api/media/demo/objects/nursaya-2.svg'],
      position: 1,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
  })

  scenario('filters by type as name, slug or id, and by location', async (scenario) => {
    const housing = ['Тепловой пункт ЖК «Нурсая»', 'Насосная станция ЖК «Каспий»']
    for (const type of [
      'Жилые комплексы',
      'zhilye-kompleksy',
      String(scenario.objectType.housing.id),
    ]) {
      expect(pluck((await ok('/objects/', '/objects/', { type })).results, 'title')).toEqual(
        housing
      )
    }
    const atyrau = await ok('/objects/', '/objects/', { location: 'Атырау' })
    expect(atyrau.count).toBe(3)
    const both = await ok('/objects/', '/objects/', { location: 'Атырау', type: 'chastnye-doma' })
    expect(pluck(both.results, 'title')).toEqual(['Частный дом в мкр. Балауса'])
    expect(await ok('/objects/', '/objects/', { type: 'Космодромы' })).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    })
    // A city is text: LIKE's own characters find no object and fail nothing.
    for (const location of ['%', 'Атыра_', 'Атырау\\']) {
      expect((await ok('/objects/', '/objects/', { location })).count).toBe(0)
    }
  })

  scenario('page_size=100 works; pages link like DRF; a page past the end is 404', async () => {
    expect((await ok('/objects/', '/objects/', { page_size: '100' })).results).toHaveLength(4)
    const first = await ok('/objects/', '/objects/', { page_size: '3' })
    expect(first.next).toBe('http://shop.test/api/v1/objects/?page_size=3&page=2')
    const second = await ok('/objects/', '/objects/', { page: '2', page_size: '3' })
    expect(second).toMatchObject({
      count: 4,
      next: null,
      previous: 'http://shop.test/api/v1/objects/?page_size=3',
    })
    expect(await notFound('/objects/', { page: '3', page_size: '3' })).toEqual({
      detail: 'Неправильная страница.',
    })
    await notFound('/objects/', { page: '0' })
    await notFound('/objects/', { page: 'last' })
  })

  scenario(
    'GET /objects/{id}/ gives one object; 404 for unknown or non-numeric ids',
    async (scenario) => {
      const id = scenario.project.kaspiy.id
      const body = await ok('/objects/:id/', `/objects/${id}/`)
      expect(body).toMatchObject({
        id,
        title: 'Насосная станция ЖК «Каспий»',
        image: null,
        images: [],
      })
      expect((await call(`/objects/${id}`)).status).toBe(200)
      expect(await notFound('/objects/999999/')).toEqual({ detail: 'Страница не найдена.' })
      await notFound('/objects/abc/')
      await notFound('/objects/-1/')
      await notFound('/objects/99999999999999999999/')
    }
  )
})

describe('certificates and videos', () => {
  scenario('GET /certificates/ is a plain list by position', async () => {
    const body = (await ok('/certificates/', '/certificates/')) as Json[]
    expect(body).toEqual([
      {
        id: expect.any(Number),
        title: 'ISO 9001',
        description: 'Система менеджмента качества',
        image: '/api/media/demo/certificates/certificate-1.svg',
        file: null,
        position: 1,
      },
      expect.objectContaining({ file: '/api/media/demo/certificates/eaeu.pdf', position: 2 }),
    ])
  })

  scenario('GET /video/ is a plain list by position', async () => {
    const body = (await ok('/video/', '/video')) as Json[]
    expect(body).toEqual([
      {
        id: expect.any(Number),
        title: 'Как выбрать циркуляционный насос',
        url: 'https://www.youtube.com/watch?v=akvtr-video1',
        preview: '/api/media/demo/videos/video-1.svg',
        position: 1,
      },
      expect.objectContaining({ title: 'Экскурсия по производству', preview: null }),
    ])
  })
  scenario(
    '?lang=kk titles certificates and videos in Kazakh where written, the same shapes (issue 33)',
    async () => {
      const certificates = await call('/certificates/', { lang: 'kk' })
      expect(certificates.headers['Content-Language']).toBe('kk')
      expect(certificates.body).toEqual([
        expect.objectContaining({
          title: 'ISO 9001 сертификаты',
          // No Kazakh description: the Russian one.
          description: 'Система менеджмента качества',
        }),
        expect.objectContaining({ title: 'Сертификат соответствия ЕАЭС' }),
      ])
      const videos = (await call('/video/', { lang: 'kk' })).body as Json[]
      expect(pluck(videos, 'title')).toEqual([
        'Айналым сорғысын қалай таңдауға болады',
        'Экскурсия по производству',
      ])
      // Russian readers get the Russian titles, without the Kazakh twins.
      const russian = (await call('/video/')).body as Json[]
      expect(pluck(russian, 'title')[0]).toBe('Как выбрать циркуляционный насос')
      expect(Object.keys(russian[0])).not.toContain('titleKk')
    }
  )
})

describe('news', () => {
  scenario('GET /news/ lists published news newest first, 9 a page', async () => {
    const body = await ok('/news/', '/news/')
    expect(body).toMatchObject({ count: 3, next: null, previous: null })
    expect(pluck(body.results, 'title')).toEqual([
      'Скидки на насосы Grundfos',
      'Новый склад в Атырау',
      'Сервисный центр BAXI',
    ])
    expect(body.results[1]).toEqual({
      id: expect.any(Number),
      title: 'Новый склад в Атырау',
      slug: 'novyy-sklad-v-atyrau',
      summary: 'Складской комплекс 2 400 м²',
      body: 'Текст новости',
      image: '/api/media/demo/news/novyy-sklad-v-atyrau.svg',
      gallery: ['/api/media/demo/news/novyy-sklad-v-atyrau-2.svg'],
      is_promo: false,
      published_at: '2026-01-15T09:00:00.000Z',
    })
  })

  scenario('pages and refuses a page past the end', async () => {
    const last = await ok('/news/', '/news/', { page: '2', page_size: '2' })
    expect(pluck(last.results, 'title')).toEqual(['Сервисный центр BAXI'])
    expect(last.previous).toBe('http://shop.test/api/v1/news/?page_size=2')
    await notFound('/news/', { page: '3', page_size: '2' })
  })

  scenario(
    'GET /news/{id}/ gives a published item; drafts, scheduled, unknown are 404',
    async (scenario) => {
      const id = scenario.news.grundfos.id
      expect(await ok('/news/:id/', `/news/${id}/`)).toMatchObject({ id, is_promo: true })
      await notFound(`/news/${scenario.news.draft.id}/`)
      await notFound(`/news/${scenario.news.scheduled.id}/`)
      await notFound('/news/999999/')
      await notFound('/news/novyy-sklad-v-atyrau/')
    }
  )
})

describe('production', () => {
  scenario('GET /production/ is a plain list by position', async () => {
    const body = (await ok('/production/', '/production/')) as Json[]
    expect(pluck(body, 'slug')).toEqual([
      'akva-control-cabinet',
      'block-boiler-room',
      'water-pumping-station',
    ])
  })

  scenario('GET /production/{id}/ accepts the numeric id or the slug', async (scenario) => {
    const id = scenario.productionPage.water.id
    const expected = {
      id,
      slug: 'water-pumping-station',
      title: 'Водонасосные станции',
      summary: 'Станции повышения давления',
      body: 'Текст',
      image: '/api/media/demo/production/water-pumping-station.svg',
      gallery: ['/api/media/demo/production/water-pumping-station-2.svg'],
      position: 7,
    }
    expect(await ok('/production/:id/', `/production/${id}/`)).toEqual(expected)
    expect(await ok('/production/:id/', '/production/water-pumping-station/')).toEqual(expected)
    expect(await ok('/production/:id/', '/production/water-pumping-station')).toEqual(expected)
  })

  scenario('GET /production/{id}/ is 404 for unknown ids and slugs', async () => {
    await notFound('/production/999999/')
    await notFound('/production/water-purification/')
    await notFound('/production/%D0%B2%D0%BE%D0%B4%D0%B0/')
    await notFound('/production/a%20b/')
  })
})

describe('shops and payment types', () => {
  scenario('GET /shop/ nests the address as shop.address.address', async () => {
    const body = (await ok('/shop/', '/shop/')) as Json[]
    expect(body).toEqual([
      {
        id: expect.any(Number),
        name: 'Атырау',
        name_for_guest: 'Магазин в Атырау',
        is_can_order_by_guest: true,
        address: { address: 'г. Атырау, ул. Сатпаева, 17', city: 'Атырау' },
        phone: '+7 (7122) 20-30-41',
        working_hours: 'Ежедневно с 9:00 до 18:00',
      },
      expect.objectContaining({ name: 'Актобе', is_can_order_by_guest: false, phone: null }),
    ])
    expect(body[0].address.address).toBe('г. Атырау, ул. Сатпаева, 17')
  })

  scenario(
    'GET /shop/?lang=kk gives the street address in Kazakh where written (issue 33)',
    async () => {
      const body = (await call('/shop/', { lang: 'kk' })).body as Json[]
      expect(pluck(body, 'address')).toEqual([
        { address: 'Атырау қ., Сәтбаев к-сі, 17', city: 'Атырау' },
        { address: 'г. Актобе, пр. Абилкайыр хана, 62', city: 'Актобе' },
      ])
    }
  )

  scenario('GET /shop/ filters the shops where a guest may order', async () => {
    const body = (await ok('/shop/', '/shop/', { is_can_order_by_guest: 'true' })) as Json[]
    expect(pluck(body, 'name')).toEqual(['Атырау'])
    const { status, body: error } = await call('/shop/', { is_can_order_by_guest: 'да' })
    expect(status).toBe(400)
    expect(error).toEqual({ is_can_order_by_guest: ['Выберите корректный вариант.'] })
  })

  scenario('GET /paymentTypes/ lists the active payment types by position', async () => {
    const body = (await ok('/paymentTypes/', '/paymentTypes')) as Json[]
    expect(pluck(body, 'name')).toEqual([
      'Наличными при получении',
      'Банковской картой',
      'Безналичный расчёт для юридических лиц',
    ])
    expect(body[0]).toEqual({
      id: expect.any(Number),
      name: 'Наличными при получении',
      kind: 'on_receipt',
      description: 'Оплата наличными в магазине или курьеру.',
      position: 1,
    })
  })
})

describe('empty content', () => {
  // No scenario: every list is empty, and still keeps its contract.
  it.each([
    ['/carousel/', '/carousel/'],
    ['/slider/marketings/', '/slider/marketings/'],
    ['/slider/product/', '/slider/product/'],
    ['/objects/object-type/', '/objects/object-type/'],
    ['/certificates/', '/certificates/'],
    ['/video/', '/video/'],
    ['/production/', '/production/'],
    ['/shop/', '/shop/'],
    ['/paymentTypes/', '/paymentTypes/'],
  ])('GET %s answers []', async (route, path) => {
    expect(await ok(route, path)).toEqual([])
  })

  it.each([['/objects/'], ['/news/']])('GET %s answers an empty first page', async (path) => {
    expect(await ok(path, path)).toEqual({ count: 0, next: null, previous: null, results: [] })
    await notFound(path, { page: '2' })
  })
})

describe('the contract check itself', () => {
  it('catches a body outside the route schema', () => {
    expect(() => expectContract('GET', '/shop/', [{ id: 1, name: 'Атырау' }])).toThrow(
      /outside its contract/
    )
    expect(() =>
      expectContract('GET', '/paymentTypes/', [
        { id: 1, name: 'Картой', description: '', position: 1, extra: true },
      ])
    ).toThrow(/outside its contract/)
    expect(() => expectContract('GET', '/no-such/', [])).toThrow(/No route/)
  })
})
