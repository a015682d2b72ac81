import type { User } from '@prisma/client'
import { expectContract } from 'testing/rest/expectContract'
import { callV1, type Json } from 'testing/rest/testClient'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'

/**
 * Every call for its owner, another customer and a guest. Guests go through
 * the real function (session wrapper, no cookie), so their calls come first in
 * a scenario; logged-in callers are mocked and call the router itself.
 */
const GUEST_DETAIL = { detail: 'Учетные данные не были предоставлены.' }

async function as(
  who: User | 'guest',
  method: 'GET' | 'POST',
  path: string,
  query: Record<string, string> = {},
  sent?: unknown
) {
  if (who !== 'guest') {
    mockCurrentUser(currentUserFixture({ id: who.id, email: who.email, role: who.role }))
  }
  const { status, body, headers } = await callV1(path, {
    method,
    query,
    body: sent,
    asCurrentUser: who !== 'guest',
  })
  return { status, body: body as Json, headers }
}

/** A 200 whose body keeps the contract of `route`. */
async function ok(
  who: User,
  method: 'GET' | 'POST',
  route: string,
  path: string,
  query: Record<string, string> = {}
) {
  const { status, body } = await as(who, method, path, query)
  expect({ path, query, status }).toEqual({ path, query, status: 200 })
  expectContract(method, route, body)
  return body
}

const titles = (body: Json) => body.results.map((n: Json) => n.title)

const readState = async (id: number) =>
  db.notification.findUnique({ where: { id }, select: { isRead: true, readAt: true } })

describe('GET /api/v1/notification/', () => {
  scenario('guest 401; each user sees only their own, newest first', async (scenario) => {
    const { aigerim, daniyar } = scenario.user
    expect(await as('guest', 'GET', '/notification/')).toMatchObject({
      status: 401,
      body: GUEST_DETAIL,
    })
    // A bad page is not looked at before the caller is known.
    expect((await as('guest', 'GET', '/notification/', { page: 'x' })).status).toBe(401)

    const mine = await ok(aigerim, 'GET', '/notification/', '/notification/')
    expect(mine).toMatchObject({ count: 3, next: null, previous: null })
    expect(titles(mine)).toEqual([
      'Заказ №12 передан в доставку',
      'Заказ №12 оформлен',
      'Добро пожаловать в «Акваторию»',
    ])
    expect(mine.results[0]).toEqual({
      id: scenario.notification.shipped.id,
      kind: 'order_status',
      title: 'Заказ №12 передан в доставку',
      body: 'Курьер позвонит заранее.',
      link: '/personal-account?tab=currentorders',
      is_read: false,
      created_at: '2026-02-03T09:00:00.000Z',
    })
    expect(mine.results[2]).toMatchObject({ kind: 'info', link: null, is_read: true })

    const theirs = await ok(daniyar, 'GET', '/notification/', '/notification')
    expect(titles(theirs)).toEqual(['Заказ №15 оформлен'])
  })

  scenario('filters by is_read; 400 for an unreadable is_read', async (scenario) => {
    const { aigerim } = scenario.user
    const read = await ok(aigerim, 'GET', '/notification/', '/notification/', { is_read: 'true' })
    expect(titles(read)).toEqual(['Добро пожаловать в «Акваторию»'])
    for (const value of ['false', 'False', '0']) {
      const unread = await ok(aigerim, 'GET', '/notification/', '/notification/', {
        is_read: value,
      })
      expect(unread.count).toBe(2)
      expect(unread.results.every((n: Json) => n.is_read === false)).toBe(true)
    }
    expect(
      (await ok(aigerim, 'GET', '/notification/', '/notification/', { is_read: '' })).count
    ).toBe(3)

    expect(await as(aigerim, 'GET', '/notification/', { is_read: 'maybe' })).toMatchObject({
      status: 400,
      body: { is_read: ['Выберите корректный вариант.'] },
    })
  })

  scenario('many', '20 a page, DRF links, at most 100, 404 past the end', async (scenario) => {
    const { aigerim } = scenario.user
    const first = await ok(aigerim, 'GET', '/notification/', '/notification/')
    expect(first).toMatchObject({
      count: 25,
      next: 'http://shop.test/api/v1/notification/?page=2',
      previous: null,
    })
    expect(first.results).toHaveLength(20)
    expect(first.results[0].title).toBe('Уведомление 25')

    const second = await ok(aigerim, 'GET', '/notification/', '/notification/', { page: '2' })
    expect(second).toMatchObject({ next: null, previous: 'http://shop.test/api/v1/notification/' })
    expect(titles(second)).toEqual([5, 4, 3, 2, 1].map((n) => `Уведомление ${n}`))

    const all = await ok(aigerim, 'GET', '/notification/', '/notification/', { page_size: '500' })
    expect(all.results).toHaveLength(25)
    const unread = await ok(aigerim, 'GET', '/notification/', '/notification/', {
      is_read: 'false',
      page_size: '10',
    })
    expect(unread.next).toBe(
      'http://shop.test/api/v1/notification/?is_read=false&page_size=10&page=2'
    )

    expect(await as(aigerim, 'GET', '/notification/', { page: '3' })).toMatchObject({
      status: 404,
      body: { detail: 'Неправильная страница.' },
    })
  })
})

describe('GET /api/v1/notification/unread-count/', () => {
  scenario('guest 401; each user counts their own; it falls after a read', async (scenario) => {
    const { aigerim, daniyar } = scenario.user
    const route = '/notification/unread-count/'
    expect(await as('guest', 'GET', route)).toMatchObject({ status: 401, body: GUEST_DETAIL })

    expect(await ok(aigerim, 'GET', route, route)).toEqual({ count: 2 })
    expect(await ok(daniyar, 'GET', route, '/notification/unread-count')).toEqual({ count: 1 })

    const id = scenario.notification.placed.id
    await ok(aigerim, 'POST', '/notification/:id/read/', `/notification/${id}/read/`)
    expect(await ok(aigerim, 'GET', route, route)).toEqual({ count: 1 })
    expect(await ok(daniyar, 'GET', route, route)).toEqual({ count: 1 })

    const post = await as(aigerim, 'POST', route)
    expect(post).toMatchObject({ status: 405, headers: { Allow: 'GET' } })
  })
})

describe('POST /api/v1/notification/{id}/read/', () => {
  scenario('guest 401 and nothing changes', async (scenario) => {
    const id = scenario.notification.placed.id
    expect(await as('guest', 'POST', `/notification/${id}/read/`)).toMatchObject({
      status: 401,
      body: GUEST_DETAIL,
    })
    expect(await readState(id)).toEqual({ isRead: false, readAt: null })
  })

  scenario('another user gets 404, as for an id that does not exist', async (scenario) => {
    const { daniyar } = scenario.user
    const id = scenario.notification.placed.id
    const foreign = await as(daniyar, 'POST', `/notification/${id}/read/`)
    expect(foreign).toMatchObject({ status: 404, body: { detail: 'Страница не найдена.' } })
    const missing = await as(daniyar, 'POST', '/notification/999999999/read/')
    expect(missing.body).toEqual(foreign.body)
    expect(await readState(id)).toEqual({ isRead: false, readAt: null })

    for (const bad of ['abc', '-1', '1.5', '99999999999999999999']) {
      expect((await as(daniyar, 'POST', `/notification/${bad}/read/`)).status).toBe(404)
    }
  })

  scenario('the owner marks it read; again changes nothing', async (scenario) => {
    const { aigerim } = scenario.user
    const id = scenario.notification.placed.id
    const route = '/notification/:id/read/'
    const first = await ok(aigerim, 'POST', route, `/notification/${id}/read/`)
    expect(first).toEqual({
      id,
      kind: 'order_placed',
      title: 'Заказ №12 оформлен',
      body: '',
      link: '/personal-account?tab=currentorders',
      is_read: true,
      created_at: '2026-02-03T09:00:00.000Z',
    })
    const { readAt } = (await readState(id))!
    expect(readAt).toBeInstanceOf(Date)

    expect(await ok(aigerim, 'POST', route, `/notification/${id}/read`)).toEqual(first)
    expect(await readState(id)).toEqual({ isRead: true, readAt })

    expect(await as(aigerim, 'GET', `/notification/${id}/read/`)).toMatchObject({
      status: 405,
      headers: { Allow: 'POST' },
    })
  })
})

describe('POST /api/v1/notification/read-all/', () => {
  scenario('guest 401; each user marks only their own, and says how many', async (scenario) => {
    const { aigerim, daniyar } = scenario.user
    const route = '/notification/read-all/'
    expect(await as('guest', 'POST', route)).toMatchObject({ status: 401, body: GUEST_DETAIL })
    expect(await db.notification.count({ where: { isRead: false } })).toBe(3)

    expect(await ok(daniyar, 'POST', route, route)).toEqual({ updated: 1 })
    expect(await readState(scenario.notification.placed.id)).toEqual({
      isRead: false,
      readAt: null,
    })

    expect(await ok(aigerim, 'POST', route, '/notification/read-all')).toEqual({ updated: 2 })
    expect(await ok(aigerim, 'POST', route, route)).toEqual({ updated: 0 })
    const count = '/notification/unread-count/'
    expect(await ok(aigerim, 'GET', count, count)).toEqual({ count: 0 })

    expect(await as(aigerim, 'GET', route)).toMatchObject({
      status: 405,
      headers: { Allow: 'POST' },
    })
  })
})

describe('bodies of the notification writes', () => {
  scenario(
    'take no fields (sent ones are ignored); a non-object is 400 and nothing changes',
    async (scenario) => {
      const { aigerim } = scenario.user
      const id = scenario.notification.placed.id
      const paths = [`/notification/${id}/read/`, '/notification/read-all/']
      const unread = await db.notification.count({ where: { isRead: false } })
      // Guests first (see `as`): 401 whatever the body.
      for (const path of paths) {
        expect(await as('guest', 'POST', path, {}, { is_read: true })).toMatchObject({
          status: 401,
          body: GUEST_DETAIL,
        })
      }
      for (const path of paths) {
        for (const sent of [[], ['read'], 'read', 1, true]) {
          const answer = await as(aigerim, 'POST', path, {}, sent)
          expect({ path, sent, ...answer, headers: undefined }).toEqual({
            path,
            sent,
            status: 400,
            body: { non_field_errors: ['Ожидается объект с полями.'] },
            headers: undefined,
          })
        }
      }
      expect(await db.notification.count({ where: { isRead: false } })).toBe(unread)
      expect(await readState(id)).toEqual({ isRead: false, readAt: null })
      expect(
        await as(aigerim, 'POST', `/notification/${id}/read/`, {}, { is_read: false })
      ).toMatchObject({
        status: 200,
        body: { id, is_read: true },
      })
    }
  )
})
