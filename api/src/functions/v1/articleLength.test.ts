import type { User } from '@prisma/client'
import { callV1, type Json } from 'testing/rest/testClient'
import { currentUserFixture } from 'testing/testUsers'

import { tooLongMessage } from 'src/lib/domain/contactFields'
import { ARTICLE_MAX } from 'src/lib/domain/productFields'

import { LONG_ARTICLE, type StandardScenario } from './articleLength.scenarios'

type Method = 'GET' | 'POST'

/** Guests go through the real function (no cookie); users are mocked and call the router. */
async function as(who: User | 'guest', method: Method, path: string, body?: unknown) {
  mockCurrentUser(
    who === 'guest' ? null : currentUserFixture({ id: who.id, email: who.email, role: who.role })
  )
  const answer = await callV1(path, { method, body, asCurrentUser: who !== 'guest' })
  return { status: answer.status, body: answer.body as Json }
}

const articlesOf = (lines: Json[]) =>
  lines.map((line: Json) => line.product?.article ?? line.article)

describe('a 90-character article on the wire', () => {
  scenario(
    'names its product in the cart, favourites and orders, as customer and as guest',
    async (s: StandardScenario) => {
      const { aigerim } = s.user
      const product = await as('guest', 'GET', `/product/${LONG_ARTICLE}/`)
      expect([product.status, product.body.article]).toEqual([200, LONG_ARTICLE])

      const added = await as(aigerim, 'POST', '/cart/add/', { article: LONG_ARTICLE, quantity: 2 })
      expect([added.status, articlesOf(added.body.products)]).toEqual([200, [LONG_ARTICLE]])
      const merged = await as(aigerim, 'POST', '/cart/merge/', {
        items: [{ product: LONG_ARTICLE, quantity: 3 }],
      })
      expect([merged.status, merged.body.products[0].quantity]).toEqual([200, 3])

      const favorite = await as(aigerim, 'POST', '/favorites/', { product: LONG_ARTICLE })
      expect([favorite.status, favorite.body.product.article]).toEqual([201, LONG_ARTICLE])

      const draft = await as(aigerim, 'POST', '/order/', {
        items: [{ product: LONG_ARTICLE, quantity: 2 }],
      })
      expect([draft.status, articlesOf(draft.body.items)]).toEqual([201, [LONG_ARTICLE]])

      const guest = await as('guest', 'POST', '/order/', {
        name: 'Асель',
        email: 'asel@example.kz',
        phone_number: '+7 (701) 555 44 33',
        items: [{ product: LONG_ARTICLE, quantity: 1 }],
        shop: s.shop.atyrau.id,
        privacy_policy_accepted: true,
      })
      expect([guest.status, guest.body.status, articlesOf(guest.body.items)]).toEqual([
        201,
        'placed',
        [LONG_ARTICLE],
      ])
    }
  )

  scenario(
    'one character over the limit is 400 with the field’s message',
    async (s: StandardScenario) => {
      const tooLong = LONG_ARTICLE.padEnd(ARTICLE_MAX + 1, 'X')
      expect(await as(s.user.aigerim, 'POST', '/cart/add/', { article: tooLong })).toEqual({
        status: 400,
        body: { article: [tooLongMessage(ARTICLE_MAX)] },
      })
    }
  )
})
