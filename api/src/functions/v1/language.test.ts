import { callV1, type Json, type V1Answer } from 'testing/rest/testClient'

import { db } from 'src/lib/db'
import { openApiDocument } from 'src/rest/openapi'
import { catalogResponses } from 'src/rest/responseCache'
import { routes } from 'src/rest/routes'

import type { StandardScenario } from './language.scenarios'

import 'testing/freshResponseCache'

jest.setTimeout(60_000)

const get = (
  path: string,
  headers: Record<string, string> = {},
  query: Record<string, string> = {}
) => callV1(path, { headers, query })
const kk = { 'accept-language': 'kk' }
const names = (answer: V1Answer) => (answer.body!.results as Json[]).map((row) => row.name)

describe('REST in Kazakh: Accept-Language: kk or ?lang=kk, the same shapes', () => {
  scenario('Accept-Language: kk turns section names Kazakh where written', async () => {
    const answer = await get('/category/', kk)
    expect(answer.status).toBe(200)
    expect(names(answer)).toEqual(['Сорғы жабдықтары', 'Котельное оборудование'])
    // Russian where nothing is written, as the description of the pumps.
    expect((answer.body!.results as Json[])[0].description).toBe('Насосы для дома и производства')
    expect(answer.headers['Content-Language']).toBe('kk')
    expect(answer.headers.Vary).toBe('Cookie, Accept-Language')
  })

  scenario('the default answer stays byte for byte the Russian one', async () => {
    const before = await get('/category/')
    expect(names(before)).toEqual(['Насосное оборудование', 'Котельное оборудование'])
    expect(before.headers['Content-Language']).toBe('ru')
    // The Kazakh texts take no part in it: without them the bytes are the same.
    await db.category.updateMany({ data: { nameKk: '', descriptionKk: '' } })
    catalogResponses.clear()
    const without = await get('/category/')
    expect(without.text).toBe(before.text)
    expect(without.headers.ETag).toBe(before.headers.ETag)
    // A browser's usual Russian header, or one that names no language we have, reads the same.
    expect((await get('/category/', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' })).text).toBe(
      before.text
    )
    expect((await get('/category/', { 'accept-language': 'en-US' })).text).toBe(before.text)
  })

  scenario('?lang=kk is the header’s equal and wins over it; another value is 400', async () => {
    const byHeader = await get('/category/', kk)
    const byQuery = await get('/category/', {}, { lang: 'kk' })
    expect(byQuery.text).toBe(byHeader.text)
    const russian = await get('/category/', kk, { lang: 'ru' })
    expect(names(russian)[0]).toBe('Насосное оборудование')

    const wrong = await get('/category/', {}, { lang: 'kz' })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ lang: ['Язык — ru или kk.'] })
  })

  scenario('kept answers and ETags never mix languages', async () => {
    const russian = await get('/category/')
    const kazakh = await get('/category/', kk)
    expect(kazakh.headers.ETag).not.toBe(russian.headers.ETag)
    expect(catalogResponses.size).toBe(2)
    // Served from the kept copies, each in its own language.
    expect((await get('/category/')).text).toBe(russian.text)
    expect((await get('/category/', kk)).text).toBe(kazakh.text)
    // A Russian tag does not make a Kazakh request a 304.
    const crossed = await get('/category/', {
      ...kk,
      'if-none-match': String(russian.headers.ETag),
    })
    expect(crossed.status).toBe(200)
    expect(names(crossed)[0]).toBe('Сорғы жабдықтары')
  })

  scenario('subcategories, products, news, slides speak Kazakh too', async () => {
    const subcategories = await get('/subcategory/', kk, {
      category__name: 'Насосное оборудование',
    })
    expect((subcategories.body!.results as Json[])[0]).toMatchObject({
      name: 'Айналымдық сорғылар',
      category_name: 'Сорғы жабдықтары',
    })

    const product = await get('/product/NS-100/', kk)
    expect(product.body).toMatchObject({
      name: 'UPS 25-40 айналымдық сорғысы',
      description: 'Для систем отопления частного дома.',
      category: { name: 'Сорғы жабдықтары' },
      subcategory: [{ name: 'Айналымдық сорғылар' }],
    })
    const characteristics = (product.body!.characteristics as Json[]).map((c) => c.name)
    expect(characteristics).toEqual([
      'Қуаты',
      'Напор',
      'Подача',
      'Защита от сухого хода',
      'Материал корпуса',
    ])
    // Values: the interface's yes/no words and units in Kazakh, the maker's words as written.
    expect(
      (product.body!.characteristics as Json[]).slice(2).map((c) => [c.value, c.unit])
    ).toEqual([
      ['3,5', 'м³/сағ'],
      ['Бар', null],
      ['Чугун', null],
    ])
    const russian = await get('/product/NS-100/')
    expect(
      (russian.body!.characteristics as Json[]).slice(2).map((c) => [c.value, c.unit])
    ).toEqual([
      ['3,5', 'м³/ч'],
      ['Есть', null],
      ['Чугун', null],
    ])
    expect(names(await get('/product/', kk))).toEqual(['UPS 25-40 айналымдық сорғысы'])

    const news = (await get('/news/', kk)).body!.results as Json[]
    expect(news[0]).toMatchObject({
      title: 'Ақтөбеде қойма ашылды',
      summary: 'Теперь заказы в Актобе приходят за день.',
    })

    const slides = (await get('/carousel/', kk)).body as Json[]
    expect(slides[0]).toMatchObject({ title: 'Жеңілдікпен сорғылар', subtitle: 'До конца месяца' })
  })

  scenario('filters take a section’s Kazakh name as well as its Russian one', async () => {
    for (const name of ['Насосное оборудование', 'Сорғы жабдықтары']) {
      const goods = await get('/product/', {}, { category__name: name })
      expect({ name, goods: names(goods) }).toEqual({
        name,
        goods: ['Насос циркуляционный UPS 25-40'],
      })
      const inSubcategory = await get('/product/', {}, { subcategory__name: 'Айналымдық сорғылар' })
      expect(inSubcategory.body!.count).toBe(1)
      const subcategories = await get('/subcategory/', {}, { category__name: name })
      expect(subcategories.body!.count).toBe(1)
    }
  })

  scenario(
    'shops: the name for guests in Kazakh where written, the hours in Russian where not',
    async () => {
      const shops = await get('/shop/', kk)
      expect(shops.status).toBe(200)
      expect(shops.body).toMatchObject([
        {
          name: 'Атырау',
          name_for_guest: 'Атыраудағы дүкен',
          working_hours: 'Ежедневно с 9:00 до 18:00',
        },
      ])
      expect(shops.headers['Content-Language']).toBe('kk')
      expect(shops.headers.Vary).toBe('Cookie, Accept-Language')
      const russian = await get('/shop/')
      expect(russian.body).toMatchObject([{ name_for_guest: 'Магазин в Атырау' }])
    }
  )

  scenario('reads without texts of goods answer as always', async () => {
    const paymentTypes = await get('/paymentTypes/', kk)
    expect(paymentTypes.status).toBe(200)
    expect(paymentTypes.headers['Content-Language']).toBeUndefined()
    expect(paymentTypes.headers.Vary).toBe('Cookie')
  })

  scenario('Russian is untouched in the database', async (s: StandardScenario) => {
    await get('/product/NS-100/', kk)
    const pump = await db.product.findUniqueOrThrow({ where: { id: s.product.pump.id } })
    expect(pump.name).toBe('Насос циркуляционный UPS 25-40')
  })
})

describe('OpenAPI names the language on the localized reads', () => {
  const document = openApiDocument(routes) as {
    paths: Record<string, Record<string, { parameters: { name: string; in: string }[] }>>
  }
  const paramsOf = (path: string) =>
    document.paths[path].get.parameters.map((p) => `${p.in}:${p.name}`)

  it('documents lang and Accept-Language where the answer has texts of goods or content', () => {
    for (const path of ['/category/', '/product/{article}/', '/news/', '/carousel/']) {
      expect(paramsOf(path)).toEqual(
        expect.arrayContaining(['query:lang', 'header:Accept-Language'])
      )
    }
    expect(paramsOf('/shop/')).toContain('query:lang')
  })
})
