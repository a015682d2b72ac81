import { mockContext, mockHttpEvent } from '@redwoodjs/testing/api'

import { handler } from './graphql'

jest.setTimeout(60_000)

const ask = async (
  query: string,
  headers: Record<string, string> = {},
  queryStringParameters: Record<string, string> = {}
) => {
  const r = await handler(
    mockHttpEvent({
      path: '/graphql',
      httpMethod: 'POST',
      headers: { host: 'shop.test', 'content-type': 'application/json', ...headers },
      queryStringParameters,
      body: JSON.stringify({ query }),
    }),
    mockContext()
  )
  return { status: r.statusCode, json: JSON.parse(r.body), headers: r.headers ?? {} }
}

const SECTIONS = '{ categories { results { name nameLang description descriptionLang } } }'

describe('GraphQL in Kazakh: the language from Accept-Language or ?lang', () => {
  scenario('Accept-Language: kk gives Kazakh texts where written and says which', async () => {
    const answer = await ask(SECTIONS, { 'accept-language': 'kk-KZ' })
    expect(answer.json.data.categories.results).toEqual([
      {
        name: 'Сорғы жабдықтары',
        nameLang: 'kk',
        description: 'Насосы для дома и производства',
        descriptionLang: 'ru',
      },
      {
        name: 'Котельное оборудование',
        nameLang: 'ru',
        description: '',
        descriptionLang: 'ru',
      },
    ])
    expect(String(answer.headers.vary ?? answer.headers.Vary)).toMatch(/Accept-Language/i)
  })

  scenario('without a language it is Russian, as before', async () => {
    const answer = await ask(SECTIONS)
    expect(answer.json.data.categories.results.map((c: { name: string }) => c.name)).toEqual([
      'Насосное оборудование',
      'Котельное оборудование',
    ])
  })

  scenario('a page being prerendered is asked in its address’s language', async () => {
    // What `yarn rw prerender` sets while it renders one page (its shims).
    const location = Object.getOwnPropertyDescriptor(globalThis, 'location')
    process.env.__REDWOOD__PRERENDERING = '1'
    try {
      Object.defineProperty(globalThis, 'location', {
        value: { pathname: '/kk/catalog/v2' },
        configurable: true,
        writable: true,
      })
      const kazakh = await ask(SECTIONS)
      expect(kazakh.json.data.categories.results[0]).toMatchObject({
        name: 'Сорғы жабдықтары',
        nameLang: 'kk',
      })
      ;(globalThis as { location?: unknown }).location = { pathname: '/catalog/v2' }
      const russian = await ask(SECTIONS, { 'accept-language': 'kk' })
      expect(russian.json.data.categories.results[0].name).toBe('Насосное оборудование')
    } finally {
      delete process.env.__REDWOOD__PRERENDERING
      if (location) Object.defineProperty(globalThis, 'location', location)
      else delete (globalThis as { location?: unknown }).location
    }
  })

  scenario('shops and a product’s stock name the shops in Kazakh where written', async () => {
    const answer = await ask(
      '{ shops { nameForGuest nameForGuestLang workingHours workingHoursLang } }',
      { 'accept-language': 'kk' }
    )
    expect(answer.json.data.shops).toEqual([
      {
        nameForGuest: 'Атыраудағы дүкен',
        nameForGuestLang: 'kk',
        workingHours: 'Ежедневно с 9:00 до 18:00',
        workingHoursLang: 'ru',
      },
    ])
    const russian = await ask('{ shops { nameForGuest nameForGuestLang } }')
    expect(russian.json.data.shops).toEqual([
      { nameForGuest: 'Магазин в Атырау', nameForGuestLang: 'ru' },
    ])
  })

  scenario(
    'a shop’s street address in Kazakh where written, the city as it is (issue 33)',
    async () => {
      const ADDRESS = '{ shops { address { address addressLang city } } }'
      const kazakh = await ask(ADDRESS, { 'accept-language': 'kk' })
      expect(kazakh.json.data.shops).toEqual([
        { address: { address: 'Сәтбаев к-сі, 1', addressLang: 'kk', city: 'Атырау' } },
      ])
      const russian = await ask(ADDRESS)
      expect(russian.json.data.shops).toEqual([
        { address: { address: 'ул. Сатпаева, 1', addressLang: 'ru', city: 'Атырау' } },
      ])
    }
  )

  scenario('?lang wins over the header; a language it does not know is 400', async () => {
    const russian = await ask(SECTIONS, { 'accept-language': 'kk' }, { lang: 'ru' })
    expect(russian.json.data.categories.results[0].nameLang).toBe('ru')
    const kazakh = await ask(
      '{ product(article: "NS-100") { name nameLang characteristics { name nameLang } category { name } subcategory { name nameLang } } }',
      {},
      { lang: 'kk' }
    )
    expect(kazakh.json.data.product).toEqual({
      name: 'UPS 25-40 айналымдық сорғысы',
      nameLang: 'kk',
      characteristics: [
        { name: 'Қуаты', nameLang: 'kk' },
        { name: 'Напор', nameLang: 'ru' },
        { name: 'Подача', nameLang: 'ru' },
        { name: 'Защита от сухого хода', nameLang: 'ru' },
        { name: 'Материал корпуса', nameLang: 'ru' },
      ],
      category: { name: 'Сорғы жабдықтары' },
      subcategory: { name: 'Айналымдық сорғылар', nameLang: 'kk' },
    })

    const wrong = await ask(SECTIONS, {}, { lang: 'kz' })
    expect(wrong.status).toBe(400)
    expect(wrong.json.errors[0].message).toBe('Язык — ru или kk.')
  })

  scenario('a product’s pictures are described in the language of its name', async () => {
    const PICTURES = '{ product(article: "NS-100") { nameLang images { alt } } }'
    const kazakh = await ask(PICTURES, { 'accept-language': 'kk' })
    expect(kazakh.json.data.product.images.map((image: { alt: string }) => image.alt)).toEqual([
      'UPS 25-40 айналымдық сорғысы',
      'UPS 25-40 айналымдық сорғысы — 2-сурет',
    ])
    const russian = await ask(PICTURES)
    expect(russian.json.data.product.images.map((image: { alt: string }) => image.alt)).toEqual([
      'Насос циркуляционный UPS 25-40',
      'Насос циркуляционный UPS 25-40 — фото 2',
    ])
  })

  scenario(
    'characteristics’ yes/no words and units in Kazakh; the maker’s words marked ru',
    async () => {
      const VALUES = '{ product(article: "NS-100") { characteristics { value valueLang unit } } }'
      const kazakh = await ask(VALUES, { 'accept-language': 'kk' })
      expect(kazakh.json.data.product.characteristics.slice(1)).toEqual([
        { value: '4', valueLang: 'kk', unit: 'м' },
        { value: '3,5', valueLang: 'kk', unit: 'м³/сағ' },
        { value: 'Бар', valueLang: 'kk', unit: null },
        { value: 'Чугун', valueLang: 'ru', unit: null },
      ])
      const russian = await ask(VALUES)
      expect(russian.json.data.product.characteristics.slice(1)).toEqual([
        { value: '4', valueLang: 'ru', unit: 'м' },
        { value: '3,5', valueLang: 'ru', unit: 'м³/ч' },
        { value: 'Есть', valueLang: 'ru', unit: null },
        { value: 'Чугун', valueLang: 'ru', unit: null },
      ])
    }
  )

  scenario('a section is found by its Kazakh name, as a Kazakh page links it', async () => {
    const answer = await ask('{ category(name: "Сорғы жабдықтары") { name nameLang } }', {
      'accept-language': 'kk',
    })
    expect(answer.json.data.category).toEqual({ name: 'Сорғы жабдықтары', nameLang: 'kk' })
  })

  scenario(
    'the footer’s advantages: Kazakh items in the Russian shape, Russian as before',
    async () => {
      const query = '{ contentBlock(key: "advantages") { title titleLang data } }'
      const kazakh = await ask(query, { 'accept-language': 'kk' })
      expect(kazakh.json.data.contentBlock).toEqual({
        title: 'Наши преимущества',
        titleLang: 'ru',
        data: {
          items: [
            { key: 'delivery', title: 'Жылдам жеткізу', text: 'Тапсырыс берген күні.' },
            { key: 'warranty', title: 'Гарантия', text: 'До 5 лет.' },
          ],
        },
      })
      const russian = await ask(query)
      expect(russian.json.data.contentBlock.data).toEqual({
        items: [
          { key: 'delivery', title: 'Быстрая доставка', text: 'В день заказа.' },
          { key: 'warranty', title: 'Гарантия', text: 'До 5 лет.' },
        ],
      })
    }
  )

  scenario('news and slides read in Kazakh', async () => {
    const answer = await ask(
      '{ newsList { results { title titleLang summaryLang body bodyLang } } slides(kind: carousel) { title titleLang subtitleLang } }',
      { 'accept-language': 'kk' }
    )
    expect(answer.json.data.newsList.results[0]).toEqual({
      title: 'Ақтөбеде қойма ашылды',
      titleLang: 'kk',
      summaryLang: 'ru',
      body: 'Қойма ашық.',
      bodyLang: 'kk',
    })
    expect(answer.json.data.slides[0]).toEqual({
      title: 'Жеңілдікпен сорғылар',
      titleLang: 'kk',
      subtitleLang: 'ru',
    })
  })
})
