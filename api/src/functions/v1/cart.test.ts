import type { User } from '@prisma/client'

import { db } from 'src/lib/db'
import { expectContract } from 'src/lib/rest/expectContract'
import { callV1, type Json } from 'src/lib/rest/testClient'
import { currentUserFixture } from 'src/lib/testUsers'

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
