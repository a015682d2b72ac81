import pg from 'pg'
import { callV1, cookieHeader, type V1Answer } from 'testing/rest/testClient'

import { keptViewers } from 'src/lib/auth'
import { listenForCacheChanges } from 'src/lib/cacheSignals'
import { forgetCatalogCachesHere } from 'src/lib/catalogCaches'
import { forgetContentCachesHere } from 'src/lib/contentCaches'
import { db } from 'src/lib/db'
import { forgetSessionsHere, keptSessions } from 'src/lib/sessionCache'
import { createSession } from 'src/lib/sessions'
import { catalogResponses } from 'src/rest/responseCache'

import type { StandardScenario } from './customerCaching.scenarios'

/**
 * Logged-in customers' catalogue answers are kept per price type (issue 31
 * §1), and their sessions per process (lib/sessionCache): through the real
 * session wrapper with real cookies, as a browser calls.
 */
jest.setTimeout(60_000)

const ORIGIN = { origin: 'http://shop.test' }
const LIST = { category__name: 'Типы цен', page_size: '20' }

/** A session cookie of the user, as the login answer sets it. */
async function cookieOf(userId: number) {
  const { token } = await createSession(userId)
  return cookieHeader([`akv_session=${token}; Path=/`, 'auth-provider=dbAuth; Path=/'])
}

/**
 * A GET with the cookie, or a guest's without. Tests share one context, where
 * a request without a cookie leaves the last viewer set: a guest is reset
 * first, as each request of a running api starts with none.
 */
function get(path: string, query: Record<string, string>, cookie?: string) {
  if (!cookie) mockCurrentUser(null)
  return callV1(path, { query, headers: cookie ? { cookie } : {} })
}

const list = (cookie?: string) => get('/product/', LIST, cookie)

/** PT-A's price in a list answer. */
const priceOfA = (answer: V1Answer) =>
  answer.body!.results.find((product: { article: string }) => product.article === 'PT-A')
    .current_price

/** A dealer besides the scenario's one, in the same customer group. */
async function secondDealer(s: StandardScenario) {
  const [{ groupId }] = await db.userGroup.findMany({ where: { userId: s.user.dealer.id } })
  return db.user.create({
    data: {
      email: 'dealer-2@example.kz',
      hashedPassword: 'x',
      salt: 'x',
      groups: { create: { groupId } },
    },
  })
}

/** A write made by another api process or a script: not through this process's client. */
async function asOtherProcess(sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(sql, values)
  } finally {
    await client.end()
  }
}

const waitFor = async (check: () => boolean, ms = 10_000) => {
  const until = Date.now() + ms
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

beforeEach(() => {
  mockCurrentUser(null)
  forgetCatalogCachesHere()
  forgetSessionsHere()
})

describe('answers kept per price type, never per person or across types', () => {
  scenario('two customers of one price type share one kept answer', async (s: StandardScenario) => {
    const first = await list(await cookieOf(s.user.dealer.id))
    expect(first.status).toBe(200)
    expect(first.headers['Cache-Control']).toBe('private, no-cache')
    expect(priceOfA(first)).toBe(10000)
    expect(catalogResponses.size).toBe(1)

    // Changed behind the caches' back: only a fresh read could see it.
    await db.$executeRaw`UPDATE "ProductPrice" SET price = 9500 WHERE price = 10000`
    const other = await list(await cookieOf((await secondDealer(s)).id))
    expect(other.text).toBe(first.text)
    expect(catalogResponses.size).toBe(1)
  })

  scenario(
    'a dealer’s kept answer never reaches a retail customer or a guest',
    async (s: StandardScenario) => {
      const dealer = await list(await cookieOf(s.user.dealer.id))
      expect(priceOfA(dealer)).toBe(10000)

      const retail = await list(await cookieOf(s.user.retail.id))
      expect(priceOfA(retail)).toBe(12000)
      // Logged in: stock counts, which guests never see (SPEC §6).
      expect(retail.body!.results[0].balance[0].count).toBe(100)
      const guest = await list()
      expect(priceOfA(guest)).toBe(12000)
      expect(guest.body!.results[0].balance[0].count).toBeUndefined()
      expect(guest.headers['Cache-Control']).toBe('public, max-age=0, must-revalidate')
      expect(catalogResponses.size).toBe(3)

      // And the other way round: the kept guest and retail answers do not reach the dealer.
      expect(priceOfA(await list(await cookieOf(s.user.dealer.id)))).toBe(10000)
      for (const path of ['/product/PT-A/', '/product/price-limits/']) {
        const query = path === '/product/price-limits/' ? { category__name: 'Типы цен' } : {}
        const asGuest = await get(path, query)
        const asDealer = await get(path, query, await cookieOf(s.user.dealer.id))
        expect({ path, differ: asGuest.text !== asDealer.text }).toEqual({ path, differ: true })
        expect(asGuest.text).not.toContain('Дилерская')
      }
    }
  )
})

describe('the session check is kept, and any change ends it at once', () => {
  scenario(
    'a customer’s requests read neither the session nor the user again',
    async (s: StandardScenario) => {
      const cookie = await cookieOf(s.user.dealer.id)
      await list(cookie)
      expect(keptSessions.size).toBe(1)
      expect(keptViewers.size).toBe(1)
      // A change behind every signal's back (no listener here, raw SQL past lib/db's
      // hook) goes unseen: the kept session and user answered, nothing was read again.
      await db.$executeRaw`DELETE FROM "UserGroup" WHERE "userId" = ${s.user.dealer.id}`
      expect(priceOfA(await list(cookie))).toBe(10000)
      expect(keptSessions.size).toBe(1)
    }
  )

  scenario(
    'a group change shows the new type’s prices on the next request',
    async (s: StandardScenario) => {
      const cookie = await cookieOf(s.user.dealer.id)
      expect(priceOfA(await list(cookie))).toBe(10000)

      // This process's write (the back office's customer group form runs this way).
      await db.userGroup.deleteMany({ where: { userId: s.user.dealer.id } })
      expect(priceOfA(await list(cookie))).toBe(12000)
    }
  )

  scenario(
    'a logout ends prices, personal reads and writes on the next request',
    async (s: StandardScenario) => {
      const cookie = await cookieOf(s.user.dealer.id)
      expect(priceOfA(await list(cookie))).toBe(10000)
      expect((await callV1('/cart/get/', { headers: { cookie } })).status).toBe(200)

      const logout = await callV1('/auth/logout/', {
        method: 'POST',
        headers: { cookie, ...ORIGIN },
      })
      expect(logout.status).toBe(200)

      const after = await list(cookie)
      expect(priceOfA(after)).toBe(12000)
      expect(after.body!.results[0].balance[0].count).toBeUndefined()
      expect((await callV1('/auth/login-check', { headers: { cookie } })).status).toBe(401)
      expect((await callV1('/cart/get/', { headers: { cookie } })).status).toBe(401)
      const write = await callV1('/cart/add/', {
        method: 'POST',
        body: { article: 'PT-A', quantity: 1 },
        headers: { cookie, ...ORIGIN },
      })
      expect(write.status).toBe(401)
    }
  )

  scenario(
    'a revocation or group change made by another process reaches this one at once',
    async (s: StandardScenario) => {
      const listener = listenForCacheChanges({
        catalog: forgetCatalogCachesHere,
        content: forgetContentCachesHere,
        sessions: forgetSessionsHere,
      })
      try {
        await listener.ready
        const dealer = await cookieOf(s.user.dealer.id)
        const retail = await cookieOf(s.user.retail.id)
        expect(priceOfA(await list(dealer))).toBe(10000)
        expect((await callV1('/cart/get/', { headers: { cookie: retail } })).status).toBe(200)
        expect(keptSessions.size).toBe(2)

        // The dealer's group loses its price type in another process (the database tells).
        await asOtherProcess(
          `UPDATE "CustomerGroup" SET "priceTypeId" = NULL WHERE name = 'pt-dealers'`
        )
        await waitFor(() => keptSessions.size === 0)
        expect(priceOfA(await list(dealer))).toBe(12000)

        // The retail customer's session is revoked elsewhere (a password change on another process).
        expect((await callV1('/cart/get/', { headers: { cookie: retail } })).status).toBe(200)
        await asOtherProcess(`UPDATE "Session" SET "revokedAt" = now() WHERE "userId" = $1`, [
          s.user.retail.id,
        ])
        await waitFor(() => keptSessions.size === 0)
        expect((await callV1('/cart/get/', { headers: { cookie: retail } })).status).toBe(401)
      } finally {
        await listener.stop()
      }
    }
  )

  scenario('a live session being used tells nobody', async (s: StandardScenario) => {
    const listener = listenForCacheChanges({
      catalog: () => {},
      content: () => {},
      sessions: forgetSessionsHere,
    })
    try {
      await listener.ready
      const cookie = await cookieOf(s.user.dealer.id)
      await list(cookie)
      // Last seen long enough ago for the next request to touch it.
      await asOtherProcess(
        `UPDATE "Session" SET "lastSeenAt" = now() - interval '5 minutes' WHERE "userId" = $1`,
        [s.user.dealer.id]
      )
      // That backwards move was announced: wait for it, then read again.
      await waitFor(() => keptSessions.size === 0)
      await list(cookie)
      expect(keptSessions.size).toBe(1)
      const [session] = await db.session.findMany({ where: { userId: s.user.dealer.id } })
      expect(Date.now() - session.lastSeenAt.getTime()).toBeLessThan(60_000)
      // The touch was not announced: what this process keeps stays.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(keptSessions.size).toBe(1)
    } finally {
      await listener.stop()
    }
  })
})
