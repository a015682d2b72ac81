import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { User } from '@prisma/client'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { REQUIRED_MESSAGE } from 'src/lib/domain/contactFields'
import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  PermissionDeniedError,
  TooManyRequestsError,
} from 'src/lib/errors'
import { importProductFile } from 'src/modules/catalog/import/importer'
import { notifyArrivals } from 'src/modules/stockAlerts'
import {
  STOCK_ALERT_CANCELLED,
  STOCK_ALERT_IN_STOCK,
  STOCK_ALERT_LINK_INVALID,
  STOCK_ALERT_PRICE_ON_REQUEST,
} from 'src/modules/stockAlerts/rules/stockAlerts'

import {
  askForArrival,
  cancelMyStockAlert,
  cancelStockAlertByToken,
  myStockAlerts,
  waitedProducts,
} from './stockAlerts'
import type { StandardScenario } from './stockAlerts.scenarios'

const asGuest = () => mockCurrentUser(null)
const loginAs = (user: User) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

const ask = (input: Record<string, unknown>) =>
  // @ts-expect-error the resolver's info and context are not read
  askForArrival({ input: input as never }, {})

const guestAsks = (article: string, email = 'guest@mail.kz') =>
  ask({ article, email, agreement: true })

const letters = async (subject: string) =>
  (await db.outboxMessage.findMany({ where: { kind: 'mail' }, orderBy: { id: 'asc' } }))
    .map((row) => row.payload as { to: string; subject: string; text: string })
    .filter((letter) => letter.subject.startsWith(subject))

const savedLetters = () => letters('Сообщим о поступлении')
const arrivalLetters = () => letters('Товар поступил в продажу')

const restock = (productId: number, shopId: number, count: number) =>
  db.stock.upsert({
    where: { productId_shopId: { productId, shopId } },
    create: { productId, shopId, count },
    update: { count },
  })

describe('asking to be told of an arrival', () => {
  scenario(
    'a guest gives an address: stored, and the address is told with a cancel link',
    async (s: StandardScenario) => {
      asGuest()
      const answer = await guestAsks('BOILER-1', ' Guest@Mail.KZ ')
      expect(answer).toMatchObject({
        email: 'guest@mail.kz',
        message: 'Готово: мы напишем на guest@mail.kz, когда товар поступит в продажу.',
      })
      const stored = await db.stockAlert.findUniqueOrThrow({ where: { id: answer.id } })
      expect(stored).toMatchObject({
        productId: s.product.boiler.id,
        email: 'guest@mail.kz',
        userId: null,
      })
      const [letter] = await savedLetters()
      expect(letter.to).toBe('guest@mail.kz')
      expect(letter.text).toMatch(/\/stock-alerts\/cancel\?token=[\w-]{43}/)
      // The secret is kept hashed only.
      expect(letter.text).not.toContain(stored.tokenHash)
    }
  )

  scenario('asking again, or five times at once, keeps one alert and one letter', async () => {
    asGuest()
    const first = await guestAsks('BOILER-1')
    const again = await Promise.all(Array.from({ length: 4 }, () => guestAsks('BOILER-1')))
    expect(new Set([first.id, ...again.map((a) => a.id)])).toEqual(new Set([first.id]))
    expect(await db.stockAlert.count()).toBe(1)
    expect(await savedLetters()).toHaveLength(1)
  })

  scenario(
    'a customer is told at the account address, without a letter now',
    async (s: StandardScenario) => {
      loginAs(s.user.retail)
      const answer = await ask({ article: 'BOILER-1', email: 'someone@else.kz' })
      expect(answer.email).toBe('aigerim@example.kz')
      expect(await savedLetters()).toHaveLength(0)
      expect(await myStockAlerts()).toMatchObject([
        { id: answer.id, product: { article: 'BOILER-1', name: 'Котёл Navien Deluxe 24' } },
      ])
    }
  )

  scenario(
    'refuses what can be ordered now, prices on request, hidden and unknown goods',
    async () => {
      asGuest()
      await expect(guestAsks('PUMP-1')).rejects.toThrow(new ConflictError(STOCK_ALERT_IN_STOCK))
      await expect(guestAsks('TANK-1')).rejects.toThrow(
        new ConflictError(STOCK_ALERT_PRICE_ON_REQUEST)
      )
      await expect(guestAsks('HIDDEN-1')).rejects.toThrow(NotFoundError)
      await expect(guestAsks('NO-SUCH')).rejects.toThrow(NotFoundError)
      expect(await db.stockAlert.count()).toBe(0)
    }
  )

  scenario('a guest without an address or consent gets field messages', async () => {
    asGuest()
    const error = await Promise.resolve(ask({ article: 'BOILER-1' })).catch((e) => e)
    expect(error).toBeInstanceOf(InvalidInputError)
    expect(error.fields).toEqual({ email: [REQUIRED_MESSAGE], agreement: [REQUIRED_MESSAGE] })
    await expect(ask({ article: ['x'], email: {}, agreement: 'yes' })).rejects.toThrow(
      InvalidInputError
    )
  })

  scenario('a stranger cannot flood one mailbox: five letters a day, then 429', async () => {
    asGuest()
    for (const article of ['BOILER-1']) await guestAsks(article, 'victim@mail.kz')
    // Each new alert writes to the mailbox; products to wait for are made here.
    const category = await db.category.findFirstOrThrow()
    for (let i = 0; i < 5; i++) {
      await db.product.create({
        data: {
          article: `OUT-${i}`,
          name: `Товар ${i}`,
          slug: `out-${i}`,
          price: 1000,
          currentPrice: 1000,
          categoryId: category.id,
        },
      })
    }
    for (let i = 0; i < 4; i++) await guestAsks(`OUT-${i}`, 'victim@mail.kz')
    await expect(guestAsks('OUT-4', 'victim@mail.kz')).rejects.toThrow(TooManyRequestsError)
    expect(await savedLetters()).toHaveLength(5)
    // Made outside the scenario: removed here, so that its teardown can drop the section.
    await db.product.deleteMany({ where: { article: { startsWith: 'OUT-' } } })
  })
})

describe('cancelling', () => {
  const tokenOf = async () => {
    const [letter] = await savedLetters()
    return decodeURIComponent(/token=([^\s]+)/.exec(letter.text)![1])
  }

  scenario(
    'the guest letter cancels in one click, twice harmlessly; a bad link is a 404',
    async () => {
      asGuest()
      await guestAsks('BOILER-1')
      const token = await tokenOf()
      // @ts-expect-error the resolver's info and context are not read
      const cancel = (t: string) => cancelStockAlertByToken({ token: t }, {})
      await expect(cancel(token)).resolves.toEqual({
        productName: 'Котёл Navien Deluxe 24',
        message: STOCK_ALERT_CANCELLED,
      })
      await expect(cancel(token)).resolves.toMatchObject({ message: STOCK_ALERT_CANCELLED })
      await expect(cancel('x'.repeat(43))).rejects.toThrow(
        new NotFoundError(STOCK_ALERT_LINK_INVALID)
      )
      await expect(cancel('')).rejects.toThrow(InvalidInputError)
      expect(await db.stockAlert.findFirstOrThrow()).toMatchObject({
        cancelledAt: expect.any(Date),
      })
      // Cancelled: the arrival tells nobody.
      await restock(
        (await db.product.findUniqueOrThrow({ where: { article: 'BOILER-1' } })).id,
        (await db.shop.findFirstOrThrow()).id,
        3
      )
      expect(await notifyArrivals()).toEqual({ notified: 0 })
    }
  )

  scenario(
    "a customer cancels their own alert, never another customer's",
    async (s: StandardScenario) => {
      loginAs(s.user.retail)
      const { id } = await ask({ article: 'BOILER-1' })
      loginAs(s.user.dealer)
      // @ts-expect-error the resolver's info and context are not read
      await expect(cancelMyStockAlert({ id }, {})).rejects.toThrow(NotFoundError)
      loginAs(s.user.retail)
      // @ts-expect-error the resolver's info and context are not read
      await expect(cancelMyStockAlert({ id }, {})).resolves.toBe(true)
      expect(await myStockAlerts()).toEqual([])
    }
  )
})

describe('the arrival', () => {
  scenario(
    'stock from any writer tells each subscriber once, in their own prices, with the shops that have it',
    async (s: StandardScenario) => {
      asGuest()
      await guestAsks('BOILER-1')
      loginAs(s.user.dealer)
      await ask({ article: 'BOILER-1' })
      expect(await notifyArrivals()).toEqual({ notified: 0 })

      await restock(s.product.boiler.id, s.shop.aktobe.id, 2)
      // Three api processes sweeping at once still send one letter per subscriber.
      const runs = await Promise.all([notifyArrivals(), notifyArrivals(), notifyArrivals()])
      expect(runs.reduce((sum, run) => sum + run.notified, 0)).toBe(2)
      expect(await notifyArrivals()).toEqual({ notified: 0 })

      const sent = await arrivalLetters()
      expect(sent.map((l) => l.to).sort()).toEqual(['dealer@example.kz', 'guest@mail.kz'])
      const guest = sent.find((l) => l.to === 'guest@mail.kz')!
      const dealer = sent.find((l) => l.to === 'dealer@example.kz')!
      expect(guest.text).toContain('Цена: 245 000 ₸')
      expect(dealer.text).toContain('Цена: 220 000 ₸')
      expect(guest.text).toContain('Есть в магазинах:\n— Магазин в Актобе')
      expect(guest.text).not.toContain('Атырау')
      expect(
        await db.notification.findMany({
          where: { userId: s.user.dealer.id },
          select: { title: true, link: true },
        })
      ).toEqual([
        {
          title: 'Товар поступил в продажу: Котёл Navien Deluxe 24',
          link: '/catalog/product/BOILER-1',
        },
      ])
      expect(await db.stockAlert.count({ where: { notifiedAt: null } })).toBe(0)
      // A new request after the arrival is refused: it can be ordered.
      asGuest()
      await expect(guestAsks('BOILER-1')).rejects.toThrow(ConflictError)
    }
  )

  scenario(
    'a Kazakh reader’s arrival letter names the goods and the shops in Kazakh where written',
    async (s: StandardScenario) => {
      await db.product.update({
        where: { id: s.product.boiler.id },
        data: { nameKk: 'Navien Deluxe 24 қазандығы' },
      })
      await db.shop.update({
        where: { id: s.shop.aktobe.id },
        data: { nameForGuestKk: 'Ақтөбедегі дүкен' },
      })
      asGuest()
      await ask({ article: 'BOILER-1', email: 'kk@mail.kz', agreement: true, locale: 'kk' })
      await guestAsks('BOILER-1')
      await restock(s.product.boiler.id, s.shop.aktobe.id, 2)
      expect(await notifyArrivals()).toEqual({ notified: 2 })

      const mail = (
        await db.outboxMessage.findMany({ where: { kind: 'mail' }, orderBy: { id: 'asc' } })
      ).map((row) => row.payload as { to: string; subject: string; text: string })
      const kazakh = mail.filter((letter) => letter.to === 'kk@mail.kz').at(-1)!
      expect(kazakh.text).toContain('Navien Deluxe 24 қазандығы')
      expect(kazakh.text).toContain('Ақтөбедегі дүкен')
      expect(kazakh.text).not.toContain('Магазин в Актобе')
      // The Russian reader of the same arrival reads the Russian names.
      const russian = (await arrivalLetters()).find((letter) => letter.to === 'guest@mail.kz')!
      expect(russian.text).toContain('Котёл Navien Deluxe 24')
      expect(russian.text).toContain('— Магазин в Актобе')
    }
  )

  scenario('units that placed orders hold are not an arrival', async (s: StandardScenario) => {
    asGuest()
    await guestAsks('BOILER-1')
    await restock(s.product.boiler.id, s.shop.atyrau.id, 1)
    const order = await db.order.create({
      data: { number: 'A-000900', userId: s.user.retail.id, status: 'placed' },
    })
    await db.stockReservation.create({
      data: {
        orderId: order.id,
        productId: s.product.boiler.id,
        shopId: s.shop.atyrau.id,
        quantity: 1,
      },
    })
    expect(await notifyArrivals()).toEqual({ notified: 0 })
    // The order is cancelled: its unit is free again, and that is the arrival.
    await db.stockReservation.deleteMany({ where: { orderId: order.id } })
    expect(await notifyArrivals()).toEqual({ notified: 1 })
  })

  scenario("an editor's stock import is the arrival: one letter", async () => {
    asGuest()
    await guestAsks('BOILER-1')
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'stock-alerts-'))
    try {
      const file = path.join(work, 'stock.csv')
      fs.writeFileSync(file, '\ufeffАртикул;Остаток Атырау\r\nBOILER-1;4\r\n')
      expect((await importProductFile(file)).written).toBe(true)
    } finally {
      fs.rmSync(work, { recursive: true, force: true })
    }
    await notifyArrivals()
    await notifyArrivals()
    const sent = await arrivalLetters()
    expect(sent).toHaveLength(1)
    expect(sent[0].text).toContain('— Магазин в Атырау')
  })
})

describe('the purchasing signal', () => {
  scenario(
    'staff see how many wait for which product; a customer may not',
    async (s: StandardScenario) => {
      asGuest()
      await guestAsks('BOILER-1', 'one@mail.kz')
      await guestAsks('BOILER-1', 'two@mail.kz')
      loginAs(s.user.retail)
      // @ts-expect-error the resolver's info and context are not read
      expect(() => waitedProducts({}, {})).toThrow(PermissionDeniedError)
      loginAs(s.user.manager)
      // @ts-expect-error the resolver's info and context are not read
      await expect(waitedProducts({}, {})).resolves.toEqual({
        total: 2,
        items: [
          {
            productId: s.product.boiler.id,
            article: 'BOILER-1',
            name: 'Котёл Navien Deluxe 24',
            waiting: 2,
          },
        ],
      })
    }
  )
})
