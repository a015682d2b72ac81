import type { User } from '@prisma/client'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { INVALID_PAGE_MESSAGE } from 'src/lib/domain/pagination'
import { InvalidInputError, NotAuthenticatedError, NotFoundError } from 'src/lib/errors'

import {
  listMyNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  myNotifications,
  notifyUser,
  unreadNotificationCount,
} from './notifications'

const loginAs = (user: User) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

const titles = (page: { results: { title: string }[] }) => page.results.map((n) => n.title)

describe('notifications of a guest', () => {
  scenario('every call but notifyUser answers 401', async (scenario) => {
    await expect(listMyNotifications({})).rejects.toThrow(NotAuthenticatedError)
    // Authentication comes before reading the page: no 404 hint for guests.
    await expect(listMyNotifications({ page: 'last' })).rejects.toThrow(NotAuthenticatedError)
    await expect(unreadNotificationCount()).rejects.toThrow(NotAuthenticatedError)
    await expect(markNotificationRead({ id: scenario.notification.placed.id })).rejects.toThrow(
      NotAuthenticatedError
    )
    await expect(markAllNotificationsRead()).rejects.toThrow(NotAuthenticatedError)
    expect(await db.notification.count({ where: { isRead: false } })).toBe(3)
  })
})

describe('listMyNotifications', () => {
  scenario('gives only the caller’s own, newest first, 20 a page', async (scenario) => {
    loginAs(scenario.user.aigerim)
    const page = await listMyNotifications({})
    expect(page).toMatchObject({ count: 3, page: 1, pageSize: 20 })
    expect(titles(page)).toEqual([
      'Заказ №12 передан в доставку',
      'Заказ №12 оформлен',
      'Добро пожаловать в «Акваторию»',
    ])

    loginAs(scenario.user.daniyar)
    expect(titles(await listMyNotifications({}))).toEqual(['Заказ №15 оформлен'])
  })

  scenario('filters by read state', async (scenario) => {
    loginAs(scenario.user.aigerim)
    expect(titles(await listMyNotifications({ isRead: true }))).toEqual([
      'Добро пожаловать в «Акваторию»',
    ])
    expect((await listMyNotifications({ isRead: false })).count).toBe(2)
    expect((await listMyNotifications({ isRead: null })).count).toBe(3)
  })

  scenario('pages by the DRF rules, at most 100 a page', async (scenario) => {
    loginAs(scenario.user.aigerim)
    expect(titles(await listMyNotifications({ page: 2, pageSize: 2 }))).toEqual([
      'Добро пожаловать в «Акваторию»',
    ])
    expect((await listMyNotifications({ pageSize: '1000' })).pageSize).toBe(100)
    await expect(listMyNotifications({ page: 3, pageSize: 2 })).rejects.toThrow(
      INVALID_PAGE_MESSAGE
    )
  })

  scenario('resolves the GraphQL query with the same rules', async (scenario) => {
    loginAs(scenario.user.aigerim)
    const page = await myNotifications({ isRead: false, page: 1, pageSize: 1 }, {} as never)
    expect(page).toMatchObject({ count: 2, pageSize: 1 })
  })
})

describe('unreadNotificationCount', () => {
  scenario('counts the caller’s unread ones only', async (scenario) => {
    loginAs(scenario.user.aigerim)
    expect(await unreadNotificationCount()).toBe(2)
    loginAs(scenario.user.daniyar)
    expect(await unreadNotificationCount()).toBe(1)
  })
})

describe('markNotificationRead', () => {
  scenario('marks the caller’s own read once, keeping the first readAt', async (scenario) => {
    loginAs(scenario.user.aigerim)
    const id = scenario.notification.placed.id
    const before = Date.now()
    const first = await markNotificationRead({ id })
    expect(first).toMatchObject({ id, isRead: true })
    expect(first.readAt!.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(await unreadNotificationCount()).toBe(1)

    const again = await markNotificationRead({ id })
    expect(again.readAt).toEqual(first.readAt)
    expect(await unreadNotificationCount()).toBe(1)

    // An already read one keeps its own readAt.
    const welcome = await markNotificationRead({ id: scenario.notification.welcome.id })
    expect(welcome.readAt).toEqual(scenario.notification.welcome.readAt)
  })

  scenario('answers NOT_FOUND for someone else’s, and leaves it unread', async (scenario) => {
    loginAs(scenario.user.aigerim)
    const foreign = scenario.notification.foreign.id
    const error = await markNotificationRead({ id: foreign }).catch((e) => e)
    expect(error).toBeInstanceOf(NotFoundError)
    // The same answer as for an id that does not exist: no hint either way.
    const missing = await markNotificationRead({ id: 999_999_999 }).catch((e) => e)
    expect(missing).toBeInstanceOf(NotFoundError)
    expect(missing.message).toBe(error.message)

    expect(await db.notification.findUnique({ where: { id: foreign } })).toMatchObject({
      isRead: false,
      readAt: null,
    })
  })
})

describe('markAllNotificationsRead', () => {
  scenario('marks the caller’s unread ones and says how many', async (scenario) => {
    loginAs(scenario.user.aigerim)
    expect(await markAllNotificationsRead()).toBe(2)
    expect(await unreadNotificationCount()).toBe(0)
    expect(await markAllNotificationsRead()).toBe(0)

    const welcome = await db.notification.findUnique({
      where: { id: scenario.notification.welcome.id },
    })
    expect(welcome!.readAt).toEqual(scenario.notification.welcome.readAt)
    loginAs(scenario.user.daniyar)
    expect(await unreadNotificationCount()).toBe(1)
  })
})

describe('notifyUser', () => {
  scenario('writes a notification for a user, unread', async (scenario) => {
    const created = await notifyUser({
      userId: scenario.user.daniyar.id,
      kind: 'order_status',
      title: ' Заказ №15 собран ',
      link: '/personal-account?tab=currentorders',
    })
    expect(created).toMatchObject({
      userId: scenario.user.daniyar.id,
      kind: 'order_status',
      title: 'Заказ №15 собран',
      body: '',
      link: '/personal-account?tab=currentorders',
      isRead: false,
      readAt: null,
    })
    loginAs(scenario.user.daniyar)
    expect(await unreadNotificationCount()).toBe(2)
    expect(titles(await listMyNotifications({}))[0]).toBe('Заказ №15 собран')
  })

  scenario('refuses a bad title, link or user before writing', async (scenario) => {
    const userId = scenario.user.daniyar.id
    const fields = async (input: Parameters<typeof notifyUser>[0]) => {
      const error = await notifyUser(input).catch((e) => e)
      expect(error).toBeInstanceOf(InvalidInputError)
      return Object.keys(error.fields)
    }
    expect(await fields({ userId, kind: 'info', title: '' })).toEqual(['title'])
    expect(await fields({ userId, kind: 'info', title: 'я'.repeat(201) })).toEqual(['title'])
    expect(
      await fields({ userId, kind: 'info', title: 'x', link: 'https://evil.example' })
    ).toEqual(['link'])
    expect(await fields({ userId, kind: 'info', title: 'x', link: '//evil.example' })).toEqual([
      'link',
    ])
    expect(await fields({ userId: 0, kind: 'info', title: 'x' })).toEqual(['userId'])
    expect(await db.notification.count({ where: { userId } })).toBe(1)
  })

  scenario('is written in the caller’s transaction, or not at all', async (scenario) => {
    const userId = scenario.user.daniyar.id
    await expect(
      db.$transaction(async (tx) => {
        await notifyUser({ userId, kind: 'order_placed', title: 'Заказ №16 оформлен' }, tx)
        throw new Error('the order failed')
      })
    ).rejects.toThrow('the order failed')
    expect(await db.notification.count({ where: { userId } })).toBe(1)

    await db.$transaction(async (tx) => {
      await notifyUser({ userId, kind: 'order_placed', title: 'Заказ №17 оформлен' }, tx)
    })
    expect(await db.notification.count({ where: { userId } })).toBe(2)
  })
})
