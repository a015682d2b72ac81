import type { User } from '@prisma/client'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { ORDER_STAFF_ROLES } from 'src/lib/domain/staffRoles'
import {
  ConflictError,
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
  PermissionDeniedError,
} from 'src/lib/errors'
import { loadOrderFacts, loadView } from 'src/modules/orders'
import { EXPORT_TOO_LARGE_MESSAGE } from 'src/modules/orders/rules/staffOrderList'
import { changeOrderStatus } from 'src/modules/orders/workflow/staffOrders'
import { CONCURRENT_CHANGE_MESSAGE } from 'src/modules/orders/workflow/transition'
import { refundCancelledOrderPayment } from 'src/modules/payments'

import {
  adminOrder,
  adminOrders,
  exportAdminOrders,
  moveAdminOrder,
  parseExportQuery,
} from './adminOrders'
import type { StandardScenario } from './adminOrders.scenarios'

jest.setTimeout(30_000)

const signIn = (user: Pick<User, 'id' | 'email' | 'role'>) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

const numbersOf = async (args: Record<string, unknown> = {}) =>
  (await adminOrders(args)).results.map((row) => row.number)

describe('adminOrders: the list', () => {
  scenario(
    'shows placed orders, newest placed first, never a draft',
    async (s: StandardScenario) => {
      signIn(s.user.manager)
      const list = await adminOrders({})
      expect(list.results.map((r) => r.number)).toEqual([
        'A-000104',
        'A-000103',
        'A-000102',
        'A-000101',
      ])
      expect(list.count).toBe(4)
      expect(list.results[3]).toEqual({
        id: s.order.aliyaPlaced.id,
        number: 'A-000101',
        status: 'placed',
        statusTitle: 'Оформлен',
        placedAt: new Date('2026-11-20T05:00:00Z'),
        isGuest: false,
        customerName: 'Сейткали Алия',
        phone: '+7 (701) 123 45 67',
        email: 'aliya@example.kz',
        shopName: 'Атырау',
        fulfilment: 'pickup',
        fulfilmentTitle: 'Самовывоз из магазина',
        deliveryCity: null,
        deliveryPlace: '',
        paymentTypeName: null,
        paymentStatus: null,
        paymentStatusTitle: null,
        count: 2,
        total: 120000,
        comment: 'Позвоните после 18:00',
      })
      expect(list.results[2]).toEqual(
        expect.objectContaining({
          isGuest: true,
          customerName: 'Данияр Ахметов',
          phone: '+7 (705) 765 43 21',
          email: 'dan@example.kz',
        })
      )
    }
  )

  scenario('filters by status, shop, kind and Almaty days', async (s: StandardScenario) => {
    signIn(s.user.admin)
    expect(await numbersOf({ status: ['placed', 'completed'] })).toEqual(['A-000103', 'A-000101'])
    expect(await numbersOf({ shop: s.shop.aktobe.id })).toEqual(['A-000102'])
    expect(await numbersOf({ kind: 'guest' })).toEqual(['A-000104', 'A-000102'])
    expect(await numbersOf({ kind: 'account' })).toEqual(['A-000103', 'A-000101'])
    // 20:00 UTC on the 24th is 01:00 on the 25th in Almaty.
    expect(await numbersOf({ from: '2026-11-25', to: '2026-11-25' })).toEqual([
      'A-000104',
      'A-000103',
    ])
    expect(await numbersOf({ to: '2026-11-22' })).toEqual(['A-000102', 'A-000101'])
  })

  scenario('searches by number, phone digits, e-mail and name', async (s: StandardScenario) => {
    signIn(s.user.manager)
    expect(await numbersOf({ search: '000102' })).toEqual(['A-000102'])
    expect(await numbersOf({ search: 'a-000101' })).toEqual(['A-000101'])
    expect(await numbersOf({ search: '8 (701) 123-45-67' })).toEqual(['A-000101'])
    expect(await numbersOf({ search: '765 43' })).toEqual(['A-000102'])
    expect(await numbersOf({ search: 'DAN@example' })).toEqual(['A-000102'])
    expect(await numbersOf({ search: 'erlan@example.kz' })).toEqual(['A-000103'])
    expect(await numbersOf({ search: 'Алия Сейткали' })).toEqual(['A-000101'])
    expect(await numbersOf({ search: 'ахметов' })).toEqual(['A-000102'])
    expect(await numbersOf({ search: 'Никто' })).toEqual([])
  })

  // Issue 30 §4: the manager's keyboard is on the Russian layout.
  scenario(
    'finds a number typed with the Cyrillic «А», in lower case, without its zeros or pasted',
    async (s: StandardScenario) => {
      signIn(s.user.manager)
      expect(await numbersOf({ search: 'А-000102' })).toEqual(['A-000102'])
      expect(await numbersOf({ search: 'а-102' })).toEqual(['A-000102'])
      expect(await numbersOf({ search: 'a-102' })).toEqual(['A-000102'])
      expect(await numbersOf({ search: 'А000101' })).toEqual(['A-000101'])
      expect(await numbersOf({ search: 'Заказ № А-000103' })).toEqual(['A-000103'])
      // The start of a number lists every order it begins (as «A-0001» does).
      expect(await numbersOf({ search: 'а-0001' })).toEqual([
        'A-000104',
        'A-000103',
        'A-000102',
        'A-000101',
      ])
      // A number and a name together: both must match.
      expect(await numbersOf({ search: 'а-101 Алия' })).toEqual(['A-000101'])
      expect(await numbersOf({ search: 'а-102 Алия' })).toEqual([])
      expect(await numbersOf({ search: 'А-000999' })).toEqual([])
    }
  )

  scenario('counts each status under the rest of the filter', async (s: StandardScenario) => {
    signIn(s.user.manager)
    const counts = (await adminOrders({ status: ['placed'], shop: s.shop.atyrau.id })).statusCounts
    expect(counts).toEqual([
      { status: 'placed', statusTitle: 'Оформлен', count: 1 },
      { status: 'confirmed', statusTitle: 'Подтверждён', count: 0 },
      { status: 'assembling', statusTitle: 'Собирается', count: 0 },
      { status: 'ready', statusTitle: 'Готов к выдаче', count: 0 },
      { status: 'completed', statusTitle: 'Выполнен', count: 1 },
      { status: 'cancelled', statusTitle: 'Отменён', count: 0 },
    ])
  })

  scenario('sorts by number, total and status, and pages', async (s: StandardScenario) => {
    signIn(s.user.manager)
    expect(await numbersOf({ sort: 'number', direction: 'asc' })).toEqual([
      'A-000101',
      'A-000102',
      'A-000103',
      'A-000104',
    ])
    expect(await numbersOf({ sort: 'total', direction: 'desc' })).toEqual([
      'A-000101',
      'A-000103',
      'A-000102',
      'A-000104',
    ])
    // By the lifecycle's order: placed, confirmed, …, completed, cancelled.
    expect(await numbersOf({ sort: 'status', direction: 'asc' })).toEqual([
      'A-000101',
      'A-000102',
      'A-000103',
      'A-000104',
    ])
    const second = await adminOrders({ sort: 'number', direction: 'asc', page: 2, pageSize: 25 })
    expect(second).toEqual(
      expect.objectContaining({ count: 4, page: 2, pageSize: 25, results: [] })
    )
  })

  scenario('refuses a wrong filter as field errors', async (s: StandardScenario) => {
    signIn(s.user.manager)
    await expect(adminOrders({ status: ['draft'] })).rejects.toThrow(InvalidInputError)
    await expect(adminOrders({ from: '2026-13-01' })).rejects.toThrow(
      'Введите дату в формате ГГГГ-ММ-ДД.'
    )
    await expect(adminOrders({ sort: 'hashedPassword' })).rejects.toThrow(InvalidInputError)
  })
})

describe('adminOrder: the order page', () => {
  scenario(
    'has the lines with stock per shop, the customer, files, history and moves',
    async (s: StandardScenario) => {
      signIn(s.user.manager)
      const order = await adminOrder({ id: s.order.aliyaPlaced.id })
      expect(order).toEqual(
        expect.objectContaining({
          number: 'A-000101',
          status: 'placed',
          statusTitle: 'Оформлен',
          total: 120000,
          count: 2,
          comment: 'Позвоните после 18:00',
          buyer: {
            kind: 'account',
            userId: s.user.aliya.id,
            name: 'Сейткали Алия',
            phone: '+7 (701) 123 45 67',
            email: 'aliya@example.kz',
          },
          shop: expect.objectContaining({
            id: s.shop.atyrau.id,
            name: 'Атырау',
            city: 'Атырау',
            address: 'ул. Сатпаева, 17',
          }),
          files: [],
          history: [],
          moves: [
            { status: 'confirmed', label: 'Подтвердить', statusTitle: 'Подтверждён' },
            { status: 'cancelled', label: 'Отменить заказ', statusTitle: 'Отменён' },
          ],
        })
      )
      expect(order.items).toEqual([
        expect.objectContaining({
          id: expect.any(Number),
          product: expect.objectContaining({
            id: s.product.pump.id,
            article: 'NS-100',
            name: 'Насосная станция NS-100',
          }),
          price: 60000,
          quantity: 2,
          lineTotal: 120000,
          stock: [
            { shopId: s.shop.atyrau.id, shopName: 'Атырау', count: 3 },
            { shopId: s.shop.aktobe.id, shopName: 'Актобе', count: 0 },
          ],
          totalStock: 3,
        }),
      ])
    }
  )

  scenario(
    "shows a guest's contacts, and offers no move on a finished order",
    async (s: StandardScenario) => {
      signIn(s.user.admin)
      const guest = await adminOrder({ id: s.order.danGuest.id })
      expect(guest.buyer).toEqual({
        kind: 'guest',
        userId: null,
        name: 'Данияр Ахметов',
        phone: '+7 (705) 765 43 21',
        email: 'dan@example.kz',
      })
      expect(guest.items[0].stock.map((line) => line.count)).toEqual([0, 0])
      expect((await adminOrder({ id: s.order.erlanCompleted.id })).moves).toEqual([])
    }
  )

  scenario('lists the files with their download path', async (s: StandardScenario) => {
    signIn(s.user.manager)
    const file = await db.orderFile.create({
      data: {
        orderId: s.order.aliyaPlaced.id,
        fileName: 'заказ.csv',
        storedPath: 'x/y.csv',
        mimeType: 'text/csv',
        kind: 'csv',
        size: 10,
        sha256: 'x',
        rowCount: 1,
      },
    })
    const { files } = await adminOrder({ id: s.order.aliyaPlaced.id })
    expect(files).toEqual([
      expect.objectContaining({
        id: file.id,
        fileName: 'заказ.csv',
        downloadUrl: `/api/v1/order/${s.order.aliyaPlaced.id}/files/${file.id}/download/`,
        safeCopyUrl: `/api/v1/order/${s.order.aliyaPlaced.id}/files/${file.id}/safe-copy/`,
      }),
    ])
  })

  /** Aliya's order made a home delivery for her company, to a colleague she typed at checkout. */
  const makeDelivery = async (s: StandardScenario) => {
    const paymentType = await db.paymentType.create({
      data: { name: 'Безналичный расчёт по счёту', kind: 'invoice', position: 50 },
    })
    await db.order.update({
      where: { id: s.order.aliyaPlaced.id },
      data: {
        fulfilment: 'delivery',
        deliveryCity: 'Атырау',
        deliveryAddress: 'мкр. Нурсая, 45, кв. 12',
        deliveryTime: 'после 18:00',
        deliveryFee: 2000,
        paymentTypeId: paymentType.id,
        contactName: 'Ержан Нурланов',
        contactPhone: '+77025556677',
        contactEmail: '',
        invoiceBuyer: {
          company: {
            legalName: 'ТОО «Сантехмонтаж»',
            bin: '180340012345',
            legalAddress: 'г. Атырау, ул. Абая, 10',
            iban: 'KZ86125KZT5004100100',
            bankName: 'АО «Народный банк Казахстана»',
            bik: 'HSBKKZKX',
            kbe: '17',
          },
        },
      },
    })
    return paymentType
  }

  scenario(
    'shows where a delivery goes, how it is paid, the typed contact beside the profile and the company',
    async (s: StandardScenario) => {
      const paymentType = await makeDelivery(s)
      signIn(s.user.manager)
      const order = await adminOrder({ id: s.order.aliyaPlaced.id })
      expect(order.fulfilment).toEqual({
        method: 'delivery',
        title: 'Доставка',
        city: 'Атырау',
        address: 'мкр. Нурсая, 45, кв. 12',
        preferredTime: 'после 18:00',
        fee: 2000,
        feeText: '2 000 ₸',
        amountDue: 122000,
      })
      expect(order.paymentType).toEqual(expect.objectContaining({ id: paymentType.id }))
      // Whom to call: the typed contact, its e-mail left empty falls back to the profile's.
      expect(order.buyer).toEqual({
        kind: 'account',
        userId: s.user.aliya.id,
        name: 'Ержан Нурланов',
        phone: '+7 (702) 555 66 77',
        email: 'aliya@example.kz',
      })
      expect(order.contact).toEqual({
        name: 'Ержан Нурланов',
        phone: '+7 (702) 555 66 77',
        email: null,
      })
      expect(order.profile).toEqual({
        name: 'Сейткали Алия',
        phone: '+7 (701) 123 45 67',
        email: 'aliya@example.kz',
      })
      expect(order.company).toEqual(
        expect.objectContaining({ legalName: 'ТОО «Сантехмонтаж»', bin: '180340012345' })
      )
    }
  )

  scenario(
    "is the order's facts plus the staff's own: a field of the facts reaches it untouched",
    async (s: StandardScenario) => {
      await makeDelivery(s)
      signIn(s.user.manager)
      const facts = await loadOrderFacts(s.order.aliyaPlaced.id)
      const staff = await adminOrder({ id: s.order.aliyaPlaced.id })
      const customer = await loadView(s.order.aliyaPlaced.id)
      // Every fact; the views refine only the lines (products as a card shows them, stock per
      // shop), the files (links) and the profile (staff: only when it differs).
      for (const key of Object.keys(facts) as (keyof typeof facts)[]) {
        if (key === 'items') continue
        expect(customer[key]).toEqual(facts[key])
        if (key === 'profile' || key === 'files') continue
        expect(staff[key]).toEqual(facts[key])
      }
      for (const view of [customer, staff]) {
        expect(view.items).toHaveLength(facts.items.length)
        view.items.forEach((item, index) => {
          const { product: factProduct, ...line } = facts.items[index]
          expect(item).toEqual(expect.objectContaining(line))
          const { id, article, name, currentPrice, retailPrice, priceBreaks, priceTypeName } =
            factProduct
          expect(item.product).toEqual(
            expect.objectContaining({
              id,
              article,
              name,
              currentPrice,
              retailPrice,
              priceBreaks,
              priceTypeName,
            })
          )
        })
      }
    }
  )

  scenario(
    'the list filters by delivery or pickup and by payment type',
    async (s: StandardScenario) => {
      const paymentType = await makeDelivery(s)
      signIn(s.user.manager)
      expect(await numbersOf({ fulfilment: 'delivery' })).toEqual(['A-000101'])
      expect(await numbersOf({ fulfilment: 'pickup' })).not.toContain('A-000101')
      expect(await numbersOf({ paymentType: paymentType.id })).toEqual(['A-000101'])
      const [row] = (await adminOrders({ fulfilment: 'delivery' })).results
      expect(row).toEqual(
        expect.objectContaining({
          customerName: 'Ержан Нурланов',
          fulfilment: 'delivery',
          fulfilmentTitle: 'Доставка',
          deliveryCity: 'Атырау',
          deliveryPlace: 'Атырау, мкр. Нурсая, 45, кв. 12',
          paymentTypeName: 'Безналичный расчёт по счёту',
        })
      )
      await expect(adminOrders({ fulfilment: 'courier' })).rejects.toThrow(InvalidInputError)
      // The typed contact's phone is searched as the profile's is.
      expect(await numbersOf({ search: '702 555 66' })).toEqual(['A-000101'])
    }
  )

  // Issue 30 §4: the dashboard's «Оплачен, но отменён» card opens this list.
  scenario(
    "filters by the online payment's state and shows it in the row",
    async (s: StandardScenario) => {
      await db.order.update({
        where: { id: s.order.guestCancelled.id },
        data: { paymentStatus: 'paid' },
      })
      await db.order.update({
        where: { id: s.order.erlanCompleted.id },
        data: { paymentStatus: 'paid' },
      })
      signIn(s.user.manager)
      expect(await numbersOf({ paymentStatus: 'paid' })).toEqual(['A-000104', 'A-000103'])
      expect(await numbersOf({ status: 'cancelled', paymentStatus: 'paid' })).toEqual(['A-000104'])
      expect(await numbersOf({ paymentStatus: 'refunded' })).toEqual([])
      const [row] = (await adminOrders({ status: 'cancelled', paymentStatus: 'paid' })).results
      expect(row).toEqual(
        expect.objectContaining({ paymentStatus: 'paid', paymentStatusTitle: 'Оплачен' })
      )
      await expect(adminOrders({ paymentStatus: 'stolen' })).rejects.toThrow(InvalidInputError)
    }
  )

  scenario('a draft or a missing order is not found', async (s: StandardScenario) => {
    signIn(s.user.manager)
    await expect(adminOrder({ id: s.order.aliyaDraft.id })).rejects.toThrow(NotFoundError)
    await expect(adminOrder({ id: 999_999 })).rejects.toThrow(NotFoundError)
  })
})

describe('moveAdminOrder', () => {
  scenario(
    '«Подтвердить» makes it «Подтверждён», records history and audit, tells the customer',
    async (s: StandardScenario) => {
      signIn(s.user.manager)
      const id = s.order.aliyaPlaced.id
      const moved = await moveAdminOrder({
        id,
        status: 'confirmed',
        expectedStatus: 'placed',
        comment: 'Собираем завтра',
      })
      expect(moved.statusTitle).toBe('Подтверждён')
      expect(moved.moves.map((m) => m.label)).toEqual(['Начать сборку', 'Отменить заказ'])
      expect(moved.history).toEqual([
        expect.objectContaining({
          fromStatus: 'placed',
          toStatus: 'confirmed',
          actor: 'staff',
          comment: 'Собираем завтра',
        }),
      ])
      const audit = await db.auditEntry.findMany({
        where: { entity: 'order', entityId: String(id) },
      })
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'order.transition',
          actorId: s.user.manager.id,
          actorEmail: 'manager@example.kz',
          before: { status: 'placed' },
          after: { status: 'confirmed', comment: 'Собираем завтра' },
        }),
      ])
      const notices = await db.notification.findMany({ where: { userId: s.user.aliya.id } })
      expect(notices).toEqual([
        expect.objectContaining({
          kind: 'order_status',
          title: 'Заказ A-000101 подтверждён',
          body: expect.stringContaining('Комментарий менеджера: Собираем завтра'),
        }),
      ])
      // …and the same news by letter (issue 30 §2).
      const letters = await db.outboxMessage.findMany({
        where: { idempotencyKey: { startsWith: 'order-step:' } },
      })
      expect(letters.map((m) => m.payload)).toEqual([
        expect.objectContaining({
          subject: 'Заказ A-000101 подтверждён — Акватория',
          text: expect.stringContaining('Комментарий менеджера: Собираем завтра'),
        }),
      ])
    }
  )

  scenario(
    'a move based on a stale status is 409 and changes nothing',
    async (s: StandardScenario) => {
      const id = s.order.aliyaPlaced.id
      signIn(s.user.manager)
      // Two managers opened the placed order; the admin confirms first.
      const first = { id, status: 'confirmed', expectedStatus: 'placed' }
      const [a, b] = await Promise.allSettled([
        moveAdminOrder(first),
        moveAdminOrder({
          id,
          status: 'cancelled',
          expectedStatus: 'placed',
          comment: 'Нет в наличии',
        }),
      ])
      const outcomes = [a.status, b.status].sort()
      expect(outcomes).toEqual(['fulfilled', 'rejected'])
      const refused = (a.status === 'rejected' ? a : b) as PromiseRejectedResult
      expect(refused.reason).toBeInstanceOf(ConflictError)
      expect(refused.reason.message).toBe(CONCURRENT_CHANGE_MESSAGE)
      expect(await db.orderHistory.count({ where: { orderId: id } })).toBe(1)
      expect(await db.auditEntry.count({ where: { entityId: String(id) } })).toBe(1)

      // The page that still shows «Оформлен» hears the same, with the status now.
      const stale = moveAdminOrder(first)
      await expect(stale).rejects.toThrow(CONCURRENT_CHANGE_MESSAGE)
      await expect(stale).rejects.toHaveProperty(
        'details.status',
        (await db.order.findUniqueOrThrow({ where: { id } })).status
      )
    }
  )

  scenario(
    'refuses a move the lifecycle does not allow staff, and drafts',
    async (s: StandardScenario) => {
      signIn(s.user.admin)
      await expect(
        moveAdminOrder({
          id: s.order.danGuest.id,
          status: 'completed',
          expectedStatus: 'confirmed',
        })
      ).rejects.toThrow('Нельзя перевести заказ из статуса «Подтверждён» в статус «Выполнен».')
      await expect(
        moveAdminOrder({ id: s.order.aliyaDraft.id, status: 'placed', expectedStatus: 'draft' })
      ).rejects.toThrow(NotFoundError)
      await expect(
        moveAdminOrder({ id: s.order.danGuest.id, status: 'lost', expectedStatus: 'confirmed' })
      ).rejects.toThrow(InvalidInputError)
    }
  )
})

describe("REST's status change (PATCH /order/{id}/status/)", () => {
  scenario("is a staff move too: audited like the page's", async (s: StandardScenario) => {
    signIn(s.user.admin)
    await changeOrderStatus(
      s.order.danGuest.id,
      { status: 'assembling', comment: '' },
      refundCancelledOrderPayment
    )
    expect(
      await db.auditEntry.findMany({
        where: { entity: 'order', entityId: String(s.order.danGuest.id) },
        select: { action: true, actorEmail: true, before: true, after: true },
      })
    ).toEqual([
      {
        action: 'order.transition',
        actorEmail: 'admin@example.kz',
        before: { status: 'confirmed' },
        after: { status: 'assembling', comment: '' },
      },
    ])
  })
})

describe('the export rows', () => {
  scenario('are the whole filtered list, sorted', async (s: StandardScenario) => {
    signIn(s.user.manager)
    const rows = await exportAdminOrders(
      await parseExportQuery({ kind: 'guest', sort: 'number', direction: 'asc' })
    )
    expect(rows.map((row) => row.number)).toEqual(['A-000102', 'A-000104'])
    expect(EXPORT_TOO_LARGE_MESSAGE).toMatch(/^Выгрузка ограничена 10\s000 заказами/)
  })
})

describe('who may work orders', () => {
  const calls = (s: StandardScenario) => [
    () => adminOrders({}),
    () => adminOrder({ id: s.order.aliyaPlaced.id }),
    () =>
      moveAdminOrder({ id: s.order.aliyaPlaced.id, status: 'confirmed', expectedStatus: 'placed' }),
    () => parseExportQuery({}),
  ]

  scenario('guests 401; customers and editors 403', async (s: StandardScenario) => {
    for (const call of calls(s)) {
      mockCurrentUser(null)
      await expect(call()).rejects.toThrow(NotAuthenticatedError)
      for (const user of [s.user.customer, s.user.editor]) {
        signIn(user)
        await expect(call()).rejects.toThrow(PermissionDeniedError)
      }
    }
    expect(await db.orderHistory.count()).toBe(0)
  })

  scenario('managers and admins are let in', async (s: StandardScenario) => {
    expect([...ORDER_STAFF_ROLES].sort()).toEqual(['admin', 'manager'])
    for (const role of ORDER_STAFF_ROLES) {
      signIn(s.user[role])
      expect((await adminOrders({})).count).toBe(4)
      expect((await adminOrder({ id: s.order.danGuest.id })).number).toBe('A-000102')
    }
    signIn(s.user.admin)
    expect(
      (
        await moveAdminOrder({
          id: s.order.aliyaPlaced.id,
          status: 'confirmed',
          expectedStatus: 'placed',
        })
      ).status
    ).toBe('confirmed')
  })
})
