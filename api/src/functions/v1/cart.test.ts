import type { User } from '@prisma/client'
import { expectContract } from 'testing/rest/expectContract'
import { callV1, type Json } from 'testing/rest/testClient'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'

import type { StandardScenario } from './cart.scenarios'

type Method = 'GET' | 'POST' | 'DELETE'

async function as(
  who: User | 'guest',
  method: Method,
  path: string,
  body?: unknown,
  query?: Record<string, string>
) {
  mockCurrentUser(
    who === 'guest' ? null : currentUserFixture({ id: who.id, email: who.email, role: who.role })
  )
  const answer = await callV1(path, { method, body, query, asCurrentUser: who !== 'guest' })
  return { status: answer.status, body: answer.body as Json }
}

const GUEST = { status: 401, body: { detail: 'Учетные данные не были предоставлены.' } }

describe('/api/v1/cart/', () => {
  scenario(
    'each call answers the whole cart in the contract; guests get 401',
    async (scenario: StandardScenario) => {
      const { aigerim } = scenario.user
      for (const [method, path] of [
        ['GET', '/cart/get/'],
        ['POST', '/cart/add/'],
        ['DELETE', '/cart/remove/'],
        ['DELETE', '/cart/clear/'],
        ['POST', '/cart/merge/'],
      ] as [Method, string][]) {
        expect({ path, ...(await as('guest', method, path, { article: 'F-7' })) }).toEqual({
          path,
          ...GUEST,
        })
      }
      const cart = await as(aigerim, 'GET', '/cart/get/')
      expectContract('GET', '/cart/get/', cart.body)
      expect(cart.body).toMatchObject({ count: 5, total: 52000.5, has_unpriced: true })
      expect(cart.body.products[0]).toMatchObject({
        article: 'NS-100',
        quantity: 1,
        line_total: 52000.5,
        price: 60000,
        current_price: 52000.5,
        last_price: 60000,
      })
      expect(cart.body.products[0].balance[0]).toHaveProperty('count', 3)

      const added = await as(aigerim, 'POST', '/cart/add/', { article: 'NS-100' })
      expectContract('POST', '/cart/add/', added.body)
      expect(added.body.products[0].quantity).toBe(2)
      expect(
        await as(aigerim, 'POST', '/cart/add/', { article: 'NS-100', quantity: 'два' })
      ).toEqual({
        status: 400,
        body: { quantity: ['Введите целое число.'] },
      })
      const removed = await as(aigerim, 'DELETE', '/cart/remove/', undefined, { article: 'NS-100' })
      expectContract('DELETE', '/cart/remove/', removed.body)
      expect(removed.body.products.map((p: Json) => p.article)).toEqual(['F-7'])
      const merged = await as(aigerim, 'POST', '/cart/merge/', {
        items: [{ product: 'TANK-500', quantity: 2 }, { product: 'X' }],
      })
      expectContract('POST', '/cart/merge/', merged.body)
      expect(merged.body.skipped).toEqual(['X'])
      const cleared = await as(aigerim, 'DELETE', '/cart/clear/')
      expect(cleared.body).toMatchObject({ products: [], count: 0, total: 0 })
    }
  )
})

/** The cart's lines as stored, to show a refused call wrote nothing. */
const storedLines = async (user: User) =>
  (
    await db.cartItem.findMany({
      where: { cart: { userId: user.id } },
      include: { product: { select: { article: true } } },
      orderBy: { id: 'asc' },
    })
  ).map((item) => [item.product.article, item.quantity])

const INVALID =
  'Поле содержит недопустимые символы (управляющие, непарные суррогаты или смену направления текста).'

/** What the edge answers before any schema for a control character, bidi mark or lone surrogate. */
const badField = (field: string) => ({
  detail: `Поле «${field}» содержит недопустимые символы (управляющие, непарные суррогаты или смену направления текста).`,
})

describe('/api/v1/cart/ bodies', () => {
  scenario(
    'a bad body is 400 in Russian under the old field names, and nothing is stored',
    async (scenario: StandardScenario) => {
      const { aigerim } = scenario.user
      const before = await storedLines(aigerim)
      expect(before).toEqual([
        ['NS-100', 1],
        ['F-7', 4],
      ])
      const refusals: [Method, string, unknown, Json][] = [
        ['POST', '/cart/add/', {}, { article: ['Обязательное поле.'] }],
        [
          'POST',
          '/cart/add/',
          { article: 'NS-100', quantity: 1.5 },
          { quantity: ['Введите целое число.'] },
        ],
        [
          'POST',
          '/cart/add/',
          { article: 'NS-100', quantity: ' 1.5' },
          { quantity: ['Введите целое число.'] },
        ],
        [
          'POST',
          '/cart/add/',
          { article: 'NS-100', quantity: true },
          { quantity: ['Введите целое число.'] },
        ],
        [
          'POST',
          '/cart/add/',
          { article: 'NS-100', quantity: 100_001 },
          { quantity: ['Введите целое число от 1 до 100 000.'] },
        ],
        // Numbers no column holds are refused by the edge before any schema.
        [
          'POST',
          '/cart/add/',
          { article: 'NS-100', quantity: 2 ** 31 },
          { quantity: ['Убедитесь, что значение по модулю не больше 2147483647.'] },
        ],
        // A line break passes the edge (long texts hold them) but no article holds one.
        ['POST', '/cart/add/', { article: 'NS-100\nF-7' }, { article: [INVALID] }],
        ['POST', '/cart/add/', { article: ' \t ' }, { article: ['Обязательное поле.'] }],
        // NUL, bidi marks and lone surrogates the edge refuses before any schema.
        ['POST', '/cart/add/', { article: 'NS-100\u0000' }, badField('article')],
        ['POST', '/cart/add/', { article: '\u202eNS-100' }, badField('article')],
        ['POST', '/cart/add/', { article: 'NS\ud800' }, badField('article')],
        ['POST', '/cart/add/', { article: 7 }, { article: ['Введите текст.'] }],
        [
          'POST',
          '/cart/add/',
          { article: 'Я'.repeat(5000) },
          { article: ['Убедитесь, что это поле содержит не более 100 символов.'] },
        ],
        ['POST', '/cart/add/', ['NS-100'], { non_field_errors: ['Ожидается объект с полями.'] }],
        ['DELETE', '/cart/remove/', {}, { article: ['Обязательное поле.'] }],
        ['DELETE', '/cart/remove/', { article: 'F-7\r\nNS-100' }, { article: [INVALID] }],
        ['DELETE', '/cart/remove/', { article: 'F-7\u001b' }, badField('article')],
        // A write without fields ignores the ones sent (as DRF did), but takes objects only.
        ['DELETE', '/cart/clear/', ['all'], { non_field_errors: ['Ожидается объект с полями.'] }],
        [
          'POST',
          '/cart/merge/',
          { items: 'NS-100' },
          { items: ['Каждая позиция — объект {product: артикул, quantity: количество}.'] },
        ],
        [
          'POST',
          '/cart/merge/',
          { items: [{ product: 'NS-100', quantity: 0 }] },
          { items: ['Введите целое число от 1 до 100 000.'] },
        ],
        [
          'POST',
          '/cart/merge/',
          { items: Array.from({ length: 201 }, (_, i) => ({ product: `A-${i}` })) },
          { items: ['Не больше 200 позиций.'] },
        ],
      ]
      for (const [method, path, sent, fields] of refusals) {
        expect({ path, sent, ...(await as(aigerim, method, path, sent)) }).toEqual({
          path,
          sent,
          status: 400,
          body: fields,
        })
      }
      // The query's article is parsed by the same schema.
      expect(
        await as(aigerim, 'DELETE', '/cart/remove/', undefined, { article: 'F'.repeat(101) })
      ).toEqual({
        status: 400,
        body: { article: ['Убедитесь, что это поле содержит не более 100 символов.'] },
      })
      expect(await storedLines(aigerim)).toEqual(before)
      // A guest still hears 401 whatever the body.
      expect(await as('guest', 'POST', '/cart/add/', { quantity: 'x' })).toEqual(GUEST)
      expect(await as('guest', 'DELETE', '/cart/clear/', { everything: true })).toEqual(GUEST)
    }
  )

  scenario('digits as text and trimmed articles are taken', async (scenario: StandardScenario) => {
    const { aigerim } = scenario.user
    expect(
      (await as(aigerim, 'POST', '/cart/add/', { article: ' F-7 ', quantity: ' 7' })).status
    ).toBe(200)
    expect(
      (await as(aigerim, 'POST', '/cart/add/', { article: 'NS-100', quantity: '-1' })).status
    ).toBe(200)
    expect(await storedLines(aigerim)).toEqual([['F-7', 7]])
    expect((await as(aigerim, 'DELETE', '/cart/clear/', {})).status).toBe(200)
    expect(await storedLines(aigerim)).toEqual([])
  })
})

describe('/api/v1/favorites/', () => {
  scenario('owner × other × guest for every call', async (scenario: StandardScenario) => {
    const { aigerim, daniyar } = scenario.user
    const created = await as(aigerim, 'POST', '/favorites/', { product: 'NS-100' })
    expect(created.status).toBe(201)
    expectContract('POST', '/favorites/', created.body)
    expect((await as(aigerim, 'POST', '/favorites/', { product: 'NS-100' })).status).toBe(200)
    const id = created.body.id
    for (const [method, path] of [
      ['GET', '/favorites/'],
      ['POST', '/favorites/'],
      ['GET', `/favorites/${id}/`],
      ['DELETE', `/favorites/${id}/`],
    ] as [Method, string][]) {
      expect({ path, ...(await as('guest', method, path, { product: 'F-7' })) }).toEqual({
        path,
        ...GUEST,
      })
    }
    expect((await as(daniyar, 'GET', `/favorites/${id}/`)).status).toBe(404)
    expect((await as(daniyar, 'DELETE', `/favorites/${id}/`)).status).toBe(404)
    expect((await as(daniyar, 'GET', '/favorites/')).body).toMatchObject({ count: 0, results: [] })

    const list = await as(aigerim, 'GET', '/favorites/')
    expectContract('GET', '/favorites/', list.body)
    expect(list.body.results).toMatchObject([{ id, product: { article: 'NS-100' } }])
    expectContract('GET', '/favorites/:id/', (await as(aigerim, 'GET', `/favorites/${id}/`)).body)
    expect(await as(aigerim, 'POST', '/favorites/', { product: 'NOPE' })).toEqual({
      status: 400,
      body: { product: ['Товар не найден.'] },
    })
    expect((await as(aigerim, 'DELETE', `/favorites/${id}/`)).status).toBe(204)
    expect(await db.favorite.count()).toBe(0)
  })
})

describe('/api/v1/favorites/ bodies', () => {
  scenario(
    'a bad product is 400 in Russian, a non-object on delete too, and nothing is stored',
    async (scenario: StandardScenario) => {
      const { aigerim } = scenario.user
      for (const [sent, messages] of [
        [{}, ['Обязательное поле.']],
        [{ product: '' }, ['Обязательное поле.']],
        [{ product: 1.5 }, ['Товар не найден.']],
        [{ product: 2 ** 31 - 1 }, ['Товар не найден.']],
        [{ product: 2 ** 31 }, ['Убедитесь, что значение по модулю не больше 2147483647.']],
        [{ product: -1 }, ['Товар не найден.']],
        [{ product: true }, ['Товар не найден.']],
        [{ product: 'NS-100\nF-7' }, [INVALID]],
        [
          { product: 'Я'.repeat(5000) },
          ['Убедитесь, что это поле содержит не более 100 символов.'],
        ],
      ] as [unknown, string[]][]) {
        expect({ sent, ...(await as(aigerim, 'POST', '/favorites/', sent)) }).toEqual({
          sent,
          status: 400,
          body: { product: messages },
        })
      }
      for (const product of ['NS-100\u0000', 'NS\ud800', '\u202eNS-100']) {
        expect(await as(aigerim, 'POST', '/favorites/', { product })).toEqual({
          status: 400,
          body: badField('product'),
        })
      }
      expect(await db.favorite.count()).toBe(0)

      const created = await as(aigerim, 'POST', '/favorites/', { product: ' NS-100 ' })
      expect(created.status).toBe(201)
      expect(
        await as(aigerim, 'POST', '/favorites/', { product: String(created.body.product.id) })
      ).toMatchObject({ status: 200, body: { id: created.body.id } })
      expect(await as(aigerim, 'DELETE', `/favorites/${created.body.id}/`, 'all')).toEqual({
        status: 400,
        body: { non_field_errors: ['Ожидается объект с полями.'] },
      })
      expect(await db.favorite.count()).toBe(1)
      // Fields sent to a write that takes none are ignored, as DRF did.
      expect(
        (await as(aigerim, 'DELETE', `/favorites/${created.body.id}/`, { id: 1 })).status
      ).toBe(204)
      expect(await db.favorite.count()).toBe(0)
    }
  )
})
