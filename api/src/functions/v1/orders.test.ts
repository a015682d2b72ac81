import type { User } from '@prisma/client'
import { expectContract } from 'testing/rest/expectContract'
import { callV1, type Json } from 'testing/rest/testClient'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { setOrderStatus } from 'src/services/orders/orders'
import type { StandardScenario } from 'src/services/orders/orders.scenarios'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

const GUEST_DETAIL = { detail: 'Учетные данные не были предоставлены.' }

/** Guests go through the real function (no cookie); users are mocked and call the router. */
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

describe('POST /api/v1/order/ as a guest', () => {
  scenario(
    '201 with id and number; 400 with field messages',
    async (scenario: StandardScenario) => {
      const payload = {
        name: 'Асель',
        email: 'asel@example.kz',
        phone_number: '+7 (701) 555 44 33',
        items: [{ product: 'NS-100', quantity: 1 }],
        shop: scenario.shop.atyrau.id,
        privacy_policy_accepted: true,
      }
      const created = await as('guest', 'POST', '/order/', payload)
      expect(created.status).toBe(201)
      expectContract('POST', '/order/', created.body)
      expect(created.body).toMatchObject({
        id: expect.any(Number),
        number: expect.stringMatching(/^A-/),
        status: 'placed',
        is_guest: true,
        guest: { name: 'Асель', phone: '+7 (701) 555 44 33' },
      })
      // Guests see availability only, never counts (SPEC §6).
      expect(created.body.items[0].all_count).toBeNull()
      expect(created.body.items[0].product.balance[0]).not.toHaveProperty('count')

      // Delivery in the old site's naming style: address and delivery_time.
      const delivered = await as('guest', 'POST', '/order/', {
        ...payload,
        fulfilment: 'delivery',
        address: 'ул. Азаттык, 3',
        delivery_time: 'после 18:00',
      })
      expect(delivered.status).toBe(201)
      expect(delivered.body.fulfilment).toMatchObject({
        method: 'delivery',
        address: 'ул. Азаттык, 3',
        preferred_time: 'после 18:00',
      })
      expect(await as('guest', 'POST', '/order/', { ...payload, fulfilment: 'delivery' })).toEqual({
        status: 400,
        body: { address: ['Укажите адрес доставки.'] },
      })

      const refused = await as('guest', 'POST', '/order/', {
        ...payload,
        phone_number: '',
        email: 'x',
      })
      expect(refused).toEqual({
        status: 400,
        body: {
          email: ['Введите корректный E-mail'],
          phone_number: ['Обязательное поле'],
        },
      })

      const looked = await as('guest', 'GET', `/order/${created.body.id}/`, undefined, {
        guest_user__phone: '87015554433',
      })
      expect(looked.status).toBe(200)
      expectContract('GET', '/order/:id/', looked.body)
      const wrong = await as('guest', 'GET', `/order/${created.body.id}/`, undefined, {
        guest_user__phone: '87015554434',
      })
      expect(wrong).toEqual({ status: 404, body: { detail: 'Заказ не найден.' } })

      // The number from the letter, however typed, finds the same order.
      const { number } = created.body
      for (const typed of [number, number.toLowerCase().replace(/-0+/, '-'), `№ ${number}`]) {
        const byNumber = await as(
          'guest',
          'GET',
          `/order/${encodeURIComponent(typed)}/`,
          undefined,
          {
            guest_user__phone: '+7 (701) 555 44 33',
          }
        )
        expect({ typed, status: byNumber.status, id: byNumber.body.id }).toEqual({
          typed,
          status: 200,
          id: created.body.id,
        })
      }
      // Not an order reference at all: no such resource; one without a phone is a customer's.
      expect(
        (await as('guest', 'GET', '/order/Б-1/', undefined, { guest_user__phone: '87015554433' }))
          .status
      ).toBe(404)
      expect((await as('guest', 'GET', `/order/${number}/`)).status).toBe(401)
    }
  )
})

describe('a customer’s orders over /api/v1', () => {
  scenario('owner × other customer × guest for every call', async (scenario: StandardScenario) => {
    const { aigerim, daniyar } = scenario.user
    const draft = scenario.order.draft.id
    const [item] = await db.orderItem.findMany({ where: { orderId: draft } })
    const calls: [Method, string, unknown?][] = [
      ['GET', `/order/${draft}/`],
      ['POST', `/order/${draft}/items/`, { product: 'F-7', quantity: 1 }],
      ['PATCH', `/order/${draft}/items/${item.id}/`, { quantity: 1 }],
      ['POST', `/order/${draft}/copy/`],
      ['POST', `/order/${scenario.order.danDraft.id}/copy-by-order/${draft}/`],
      ['DELETE', `/order/${draft}/items/multiple/`, { items: [item.id] }],
      ['DELETE', `/order/${draft}/items/${item.id}`],
      ['PATCH', `/order/${draft}/place`],
      ['DELETE', `/order/${draft}/`],
    ]
    for (const [method, path, body] of calls) {
      expect({ path, ...(await as('guest', method, path, body)) }).toEqual({
        path,
        status: 401,
        body: GUEST_DETAIL,
      })
    }
    for (const path of ['/order/', '/order/available/', '/order/latest/', '/order/search/']) {
      expect((await as('guest', 'GET', path)).status).toBe(401)
    }
    for (const [method, path, body] of calls.slice(0, 4).concat(calls.slice(5))) {
      expect({ path, ...(await as(daniyar, method, path, body)) }).toEqual({
        path,
        status: 404,
        body: { detail: 'Заказ не найден.' },
      })
    }
    // copy-by-order into his own draft from Aigerim's order: still 404.
    expect((await as(daniyar, ...(calls[4] as [Method, string]))).status).toBe(404)
    expect(await db.orderItem.count({ where: { orderId: draft } })).toBe(1)

    // The owner, in an order that makes sense.
    const got = await as(aigerim, 'GET', `/order/${draft}/`)
    expectContract('GET', '/order/:id/', got.body)
    expect(got.body.items[0]).toMatchObject({ quantity: 2, correct: true, all_count: 5 })
    const added = await as(aigerim, 'POST', `/order/${draft}/items/`, {
      items: [{ product: 'NS-100', quantity: 9 }],
    })
    expect(added.status).toBe(201)
    expectContract('POST', '/order/:id/items/', added.body)
    expect(added.body.items[0]).toMatchObject({ quantity: 5, error_message: 'В наличии 5 товаров' })
    const patched = await as(aigerim, 'PATCH', `/order/${draft}/items/${item.id}/`, {
      quantity: 'x',
    })
    expect(patched).toEqual({
      status: 400,
      body: { quantity: ['Введите целое число от 1 до 100 000.'] },
    })
    const copied = await as(aigerim, 'POST', `/order/${draft}/copy/`)
    expect(copied.status).toBe(201)
    const placed = await as(aigerim, 'PATCH', `/order/${draft}/place`, {
      shop: scenario.shop.atyrau.id,
    })
    expect(placed.status).toBe(200)
    expectContract('PATCH', '/order/:id/place/', placed.body)
    expect(placed.body).toMatchObject({ status: 'placed', is_editable: false })
    const again = await as(aigerim, 'PATCH', `/order/${draft}/place/`)
    expect(again.body).toMatchObject({
      id: draft,
      status: 'placed',
      placed_at: placed.body.placed_at,
    })
    const locked = await as(aigerim, 'POST', `/order/${draft}/items/`, { product: 'F-7' })
    expect(locked.status).toBe(409)
    expect((await as(aigerim, 'DELETE', `/order/${copied.body.id}/`)).status).toBe(204)
    const cancelled = await as(aigerim, 'DELETE', `/order/${draft}/`)
    expect(cancelled.body).toMatchObject({ status: 'cancelled' })

    for (const path of ['/order/', '/order/available/', '/order/latest/', '/order/search/']) {
      const page = await as(aigerim, 'GET', path)
      expect({ path, status: page.status }).toEqual({ path, status: 200 })
      expectContract('GET', path, page.body)
    }
    const history = await as(aigerim, 'GET', '/order/latest/')
    expect(history.body.results.map((o: Json) => o.number)).toEqual(['A-000901', 'A-000903'])
  })

  scenario(
    'placing above the stock is 409 with the lines; a new draft from the cart is 201',
    async (scenario: StandardScenario) => {
      const { aigerim, manager } = scenario.user
      await db.stock.updateMany({
        where: { productId: scenario.product.pump.id },
        data: { count: 0 },
      })
      const short = await as(aigerim, 'PATCH', `/order/${scenario.order.draft.id}/place/`)
      expect(short).toEqual({
        status: 409,
        body: {
          detail:
            'Некоторых товаров нет в нужном количестве: «Насосная станция NS-100» — В наличии 0 товаров. Измените количество и оформите заказ снова.',
          items: [
            {
              id: expect.any(Number),
              article: 'NS-100',
              quantity: 2,
              available: 0,
              message: 'В наличии 0 товаров',
            },
          ],
        },
      })
      const created = await as(aigerim, 'POST', '/order/', {})
      expect(created.status).toBe(201)
      expect(created.body.items.map((i: Json) => i.product.article)).toEqual(['NS-100', 'F-7'])

      expect(
        (
          await as(aigerim, 'PATCH', `/order/${scenario.order.placed.id}/status/`, {
            status: 'confirmed',
          })
        ).status
      ).toBe(403)
      const confirmed = await as(manager, 'PATCH', `/order/${scenario.order.placed.id}/status/`, {
        status: 'confirmed',
      })
      expect(confirmed.body).toMatchObject({ status: 'confirmed', status_title: 'Подтверждён' })
      const illegal = await as(manager, 'PATCH', `/order/${scenario.order.placed.id}/status/`, {
        status: 'draft',
      })
      expect(illegal.status).toBe(409)
    }
  )
})

describe('PATCH /order/{id}/status/: who may move an order', () => {
  scenario(
    'guest 401, customer 403, editor 403, manager 200, admin 200',
    async (scenario: StandardScenario) => {
      const { aigerim, editor, manager } = scenario.user
      const path = `/order/${scenario.order.placed.id}/status/`
      const guest = await as('guest', 'PATCH', path, { status: 'confirmed' })
      expect(guest).toEqual({ status: 401, body: GUEST_DETAIL })
      for (const refused of [aigerim, editor]) {
        const answer = await as(refused, 'PATCH', path, { status: 'confirmed' })
        expect({ role: refused.role, status: answer.status }).toEqual({
          role: refused.role,
          status: 403,
        })
      }
      expect(await db.orderHistory.count()).toBe(0)
      const byManager = await as(manager, 'PATCH', path, { status: 'confirmed' })
      expect(byManager).toMatchObject({ status: 200, body: { status: 'confirmed' } })
      const admin = { ...manager, role: 'admin' as const }
      const byAdmin = await as(admin, 'PATCH', path, { status: 'assembling' })
      expect(byAdmin).toMatchObject({ status: 200, body: { status: 'assembling' } })
    }
  )
})

describe('drafts are the shopper’s own: every staff path answers 404', () => {
  scenario(
    'PATCH /order/{draft}/status/ (with «draft» or a real move) and GraphQL setOrderStatus: 404, nothing read or moved',
    async (scenario: StandardScenario) => {
      const { manager } = scenario.user
      const draft = scenario.order.draft
      const admin = { ...manager, role: 'admin' as const }
      for (const staff of [manager, admin]) {
        for (const status of ['draft', 'confirmed', 'cancelled']) {
          const answer = await as(staff, 'PATCH', `/order/${draft.id}/status/`, { status })
          expect({ role: staff.role, status, answer }).toEqual({
            role: staff.role,
            status,
            answer: { status: 404, body: { detail: 'Заказ не найден.' } },
          })
        }
      }
      mockCurrentUser(
        currentUserFixture({ id: manager.id, email: manager.email, role: manager.role })
      )
      await expect(setOrderStatus({ id: draft.id, status: 'draft' }, {} as never)).rejects.toThrow(
        'Заказ не найден.'
      )
      expect(await db.order.findUniqueOrThrow({ where: { id: draft.id } })).toMatchObject({
        status: 'draft',
      })
      expect(await db.orderHistory.count()).toBe(0)
    }
  )
})

describe('order bodies on the wire (one schema per use case)', () => {
  scenario(
    'each write answers a wrong body with 400 in the old field names, and changes nothing',
    async (scenario: StandardScenario) => {
      const { aigerim, manager } = scenario.user
      const draft = scenario.order.draft.id
      const [line] = await db.orderItem.findMany({ where: { orderId: draft } })
      const refusals: [User, Method, string, unknown, Json][] = [
        [aigerim, 'POST', '/order/', { items: 'NS-100' }, { items: [expect.any(String)] }],
        [aigerim, 'POST', '/order/', [], { non_field_errors: ['Ожидается объект с полями.'] }],
        [
          aigerim,
          'POST',
          `/order/${draft}/items/`,
          { product: 'NS-100', quantity: 1.5 },
          { quantity: ['Введите целое число от 1 до 100 000.'] },
        ],
        [
          aigerim,
          'PATCH',
          `/order/${draft}/items/${line.id}/`,
          { quantity: '2147483648' },
          { quantity: ['Введите целое число от 1 до 100 000.'] },
        ],
        [
          aigerim,
          'DELETE',
          `/order/${draft}/items/multiple/`,
          { items: [line.id, 2 ** 31] },
          { items: [expect.any(String)] },
        ],
        [
          aigerim,
          'PATCH',
          `/order/${draft}/place/`,
          { shop: 'Атырау', comment: 42 },
          { shop: ['Магазин не найден.'], comment: ['Введите текст.'] },
        ],
        [
          aigerim,
          'PATCH',
          `/order/${draft}/place/`,
          { shop: 2 ** 31 },
          { shop: [expect.any(String)] },
        ],
        [
          manager,
          'PATCH',
          `/order/${scenario.order.placed.id}/status/`,
          { status: 'shipped' },
          { status: ['Неизвестный статус «shipped».'] },
        ],
      ]
      for (const [who, method, path, body, fields] of refusals) {
        const answer = await as(who, method, path, body)
        expect({ method, path, status: answer.status, body: answer.body }).toEqual({
          method,
          path,
          status: 400,
          body: fields,
        })
      }
      expect(
        await db.order.findUniqueOrThrow({ where: { id: draft }, include: { items: true } })
      ).toMatchObject({ status: 'draft', items: [{ quantity: line.quantity }] })
      expect(await db.order.count({ where: { userId: aigerim.id } })).toBe(3)
      expect(await db.orderHistory.count()).toBe(0)
    }
  )

  scenario(
    'a staff comment is recorded in the order history and told to the owner',
    async (scenario: StandardScenario) => {
      const { placed } = scenario.order
      const moved = await as(scenario.user.manager, 'PATCH', `/order/${placed.id}/status/`, {
        status: 'confirmed',
        comment: 'Соберём к пятнице',
      })
      expect(moved.status).toBe(200)
      expect(
        await db.orderHistory.findMany({
          where: { orderId: placed.id },
          select: { fromStatus: true, toStatus: true, actorKind: true, comment: true },
        })
      ).toEqual([
        {
          fromStatus: 'placed',
          toStatus: 'confirmed',
          actorKind: 'staff',
          comment: 'Соберём к пятнице',
        },
      ])
      expect(
        await db.notification.findFirstOrThrow({ where: { userId: scenario.user.aigerim.id } })
      ).toMatchObject({ body: expect.stringContaining('Комментарий менеджера: Соберём к пятнице') })
    }
  )
})
