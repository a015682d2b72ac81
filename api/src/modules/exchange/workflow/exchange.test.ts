import { XMLParser } from 'fast-xml-parser'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { ConflictError } from 'src/lib/errors'
import { lockAnyOrder, transitionOrder } from 'src/modules/orders'
import { refundOrderPayment } from 'src/modules/payments'
import { PAID_OUTSIDE_REFUND_MESSAGE } from 'src/modules/payments/refunds'

import {
  applyStatusDocument,
  commitOrdersExport,
  DOCTYPE_REFUSED,
  exchangeInfoDocument,
  exportOrdersFor1C,
} from '../index'

import type { StandardScenario } from './exchange.scenarios'
import { COMMITTED_BATCHES_KEPT_DAYS } from './exportOrders'

/**
 * Issue 32 §3–4 on real PostgreSQL: which orders go to 1C and when they are
 * committed, that 1C's own changes do not come back, parallel queries and
 * successes, and 1C's posted documents moving orders through the lifecycle.
 */

const CONFIG = { warehouses: { 'wh-atyrau': 'Атырау' }, prices: {}, brandProperties: [] }

const query = (encoding: 'utf-8' | 'windows-1251' = 'utf-8') =>
  exportOrdersFor1C({ encoding, config: CONFIG })

const xmlParser = new XMLParser({
  parseTagValue: false,
  htmlEntities: true,
  isArray: (name) => name === 'Документ' || name === 'Товар',
})

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed XML's shape is what the test checks
type ParsedDocument = Record<string, any>

function documentsOf(body: Buffer, encoding: 'utf-8' | 'windows-1251' = 'utf-8') {
  const text =
    encoding === 'utf-8'
      ? new TextDecoder('utf-8').decode(body.subarray(3))
      : new TextDecoder('windows-1251').decode(body)
  return (xmlParser.parse(text).КоммерческаяИнформация.Документ ?? []) as ParsedDocument[]
}

const numbersOf = (body: Buffer) =>
  documentsOf(body)
    .map((d) => d.Номер as string)
    .sort()

/** A document as 1C posts it back: the shop's number as Ид, 1C's own as Номер. */
const posted = (docs: { id: string; number?: string; reqs: Record<string, string> }[]) =>
  Buffer.from(
    `\uFEFF<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-12-02T10:00:00">${docs
      .map(
        (d) =>
          `<Документ><Ид>${d.id}</Ид><Номер>${d.number ?? d.id}</Номер><Дата>2026-12-02</Дата><ХозОперация>Заказ товара</ХозОперация><Роль>Продавец</Роль><ЗначенияРеквизитов>${Object.entries(
            d.reqs
          )
            .map(
              ([n, v]) =>
                `<ЗначениеРеквизита><Наименование>${n}</Наименование><Значение>${v}</Значение></ЗначениеРеквизита>`
            )
            .join('')}</ЗначенияРеквизитов></Документ>`
      )
      .join('')}</КоммерческаяИнформация>`
  )

/** A manager's move on the site (the orders area's one transition step). */
async function staffMove(
  orderId: number,
  to: 'assembling' | 'ready' | 'cancelled',
  staffId: number
) {
  await db.$transaction(async (tx) => {
    const order = await lockAnyOrder(tx, orderId)
    await transitionOrder(tx, order, { to, actor: 'staff', actorId: staffId })
  })
}

describe('orders out to 1C', () => {
  scenario(
    'placed and later orders go, drafts never; the same again until 1C says success',
    async (s: StandardScenario) => {
      const first = await query()
      expect(first.contentType).toBe('application/xml; charset=utf-8')
      expect(numbersOf(first.body)).toEqual(['A-000501', 'A-000502', 'A-000504'])
      expect(numbersOf((await query()).body)).toEqual(['A-000501', 'A-000502', 'A-000504'])
      await commitOrdersExport()
      expect(numbersOf((await query()).body)).toEqual([])
      // A change on the site sends the order again, once.
      await staffMove(s.order.guestPickup.id, 'assembling', s.user.exchange.id)
      expect(numbersOf((await query()).body)).toEqual(['A-000502'])
      await commitOrdersExport()
      await commitOrdersExport()
      expect(numbersOf((await query()).body)).toEqual([])
    }
  )

  scenario(
    'the document carries the read model: lines, delivery line, warehouse, buyer, requisites',
    async () => {
      const docs = documentsOf((await query()).body)
      const placed = docs.find((d) => d.Номер === 'A-000501')!
      expect(placed.Сумма).toBe('106901.00')
      expect(
        placed.Товары.Товар.map((t: Record<string, string>) => [
          t.Ид,
          t.Артикул,
          t.Количество,
          t.Сумма,
        ])
      ).toEqual([
        ['bd72d8f9-55bc-11d9-848a-00112f43529a', 'NS-100', '2', '104001.00'],
        [undefined, 'PP-20', '3', '900.00'],
        ['ORDER_DELIVERY', undefined, '1', '2000.00'],
      ])
      expect(placed.Товары.Товар[1].Наименование).toBe('Труба PP 20 <ГОСТ>')
      expect(placed.Контрагенты.Контрагент.Наименование).toBe('Сапарова Айгерим')
      const guest = docs.find((d) => d.Номер === 'A-000502')!
      expect(guest.Контрагенты.Контрагент.Ид).toBe('guest-aliya@example.kz')
      expect(guest.Склады.Склад).toEqual({ Ид: 'wh-atyrau', Наименование: 'Атырау' })
      const reqs = Object.fromEntries(
        guest.ЗначенияРеквизитов.ЗначениеРеквизита.map((r: Record<string, string>) => [
          r.Наименование,
          r.Значение ?? '',
        ])
      )
      expect(reqs).toMatchObject({
        'Статус заказа': '[confirmed] Подтверждён',
        'Способ доставки': 'Самовывоз из магазина',
        'Заказ оплачен': 'false',
        Отменен: 'false',
      })
    }
  )

  scenario('windows-1251 only when asked: Kazakh letters arrive as references', async () => {
    const answer = await query('windows-1251')
    expect(answer.contentType).toBe('application/xml; charset=windows-1251')
    expect(answer.body.subarray(0, 5).toString('latin1')).toBe('<?xml')
    expect(answer.body.includes(Buffer.from('&#1240;'))).toBe(true)
    const guest = documentsOf(answer.body, 'windows-1251').find((d) => d.Номер === 'A-000502')!
    expect(guest.Контрагенты.Контрагент.Наименование).toBe('Әлия Құрманғалиқызы')
  })

  scenario(
    'a change between query and success is not lost: the order goes again',
    async (s: StandardScenario) => {
      await query()
      await db.order.update({
        where: { id: s.order.placed.id },
        data: { comment: 'Передумал: без доставки' },
      })
      await commitOrdersExport()
      expect(numbersOf((await query()).body)).toEqual(['A-000501'])
    }
  )

  scenario(
    'two queries and two successes at once neither lose nor double an order',
    async (s: StandardScenario) => {
      const [a, b] = await Promise.all([query(), query()])
      expect(numbersOf(a.body)).toEqual(numbersOf(b.body))
      await Promise.all([commitOrdersExport(), commitOrdersExport()])
      expect(await db.orderExportBatch.count({ where: { committedAt: { not: null } } })).toBe(1)
      expect(await db.orderExported.count()).toBe(3)
      expect(numbersOf((await query()).body)).toEqual([])
      // A change after the commit goes once, whichever of two parallel answers 1C reads.
      await staffMove(s.order.placed.id, 'cancelled', s.user.exchange.id)
      const [c, d] = await Promise.all([query(), query()])
      expect([numbersOf(c.body), numbersOf(d.body)]).toEqual([['A-000501'], ['A-000501']])
      await Promise.all([commitOrdersExport(), commitOrdersExport()])
      expect(numbersOf((await query()).body)).toEqual([])
    }
  )

  scenario(
    'at most N orders per answer, oldest first, the rest after success; unconfirmed answers leave one batch',
    async () => {
      const page = () => exportOrdersFor1C({ encoding: 'utf-8', config: CONFIG, limit: 2 })
      // 1C that never says success: the same first page every time, one batch row.
      for (let i = 0; i < 4; i++) {
        expect(numbersOf((await page()).body)).toEqual(['A-000501', 'A-000502'])
      }
      expect(await db.orderExportBatch.count()).toBe(1)
      await commitOrdersExport()
      expect(numbersOf((await page()).body)).toEqual(['A-000504'])
      await commitOrdersExport()
      expect(numbersOf((await page()).body)).toEqual([])
      // Committed batches stay as the record (until COMMITTED_BATCHES_KEPT_DAYS); the last unconfirmed one too.
      expect(await db.orderExportBatch.count({ where: { committedAt: { not: null } } })).toBe(2)
      expect(await db.orderExportBatch.count({ where: { committedAt: null } })).toBe(1)
      expect(await db.orderExported.count()).toBe(3)
    }
  )

  scenario('committed batches older than the kept days are forgotten', async () => {
    await query()
    await commitOrdersExport()
    const old = new Date(Date.now() - (COMMITTED_BATCHES_KEPT_DAYS + 1) * 86_400_000)
    await db.orderExportBatch.updateMany({ data: { committedAt: old } })
    await query()
    expect(await db.orderExportBatch.count()).toBe(1)
    // What 1C has stays known: nothing goes again.
    expect(await db.orderExported.count()).toBe(3)
    expect(numbersOf((await query()).body)).toEqual([])
  })

  scenario('the Справочник lists the shop’s payment types', async () => {
    const info = await exchangeInfoDocument()
    expect(info.contentType).toBe('application/xml; charset=utf-8')
    const text = info.body.toString('utf8')
    expect(text.charCodeAt(0)).toBe(0xfeff)
    expect(text).toContain('<Название>По счёту</Название>')
    expect(text).toContain('<ТипОплаты>Безналичный расчет</ТипОплаты>')
    // A node set to windows-1251 gets its lists in it too.
    const cp1251 = await exchangeInfoDocument({ encoding: 'windows-1251' })
    expect(cp1251.contentType).toBe('application/xml; charset=windows-1251')
    expect(new TextDecoder('windows-1251').decode(cp1251.body)).toContain(
      '<?xml version="1.0" encoding="windows-1251"?>\n<Справочник>'
    )
  })
})

describe('statuses back from 1C', () => {
  scenario(
    'posted and paid: confirmed and paid by «1С», with history, letters, 1C’s number — and not sent back',
    async (s: StandardScenario) => {
      await query()
      await commitOrdersExport()
      const doc = posted([
        {
          id: 'A-000501',
          number: 'ЦБ-000045',
          reqs: {
            'Номер по 1С': 'ЦБ-000045',
            'Дата по 1С': '2026-12-02T11:20:00',
            Проведен: 'true',
            'Дата оплаты по 1С': '2026-12-02T12:00:00',
            'Дата отгрузки по 1С': 'T',
          },
        },
      ])
      expect(await applyStatusDocument(doc, { userId: s.user.exchange.id })).toEqual({
        applied: 1,
        remarks: [],
      })
      const order = await db.order.findUniqueOrThrow({ where: { id: s.order.placed.id } })
      expect(order).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'paid',
        oneCNumber: 'ЦБ-000045',
      })
      expect(order.oneCDate?.toISOString()).toBe('2026-12-02T00:00:00.000Z')
      const history = await db.orderHistory.findMany({
        where: { orderId: order.id },
        orderBy: { id: 'asc' },
      })
      expect(
        history.map((h) => [h.fromStatus, h.toStatus, h.paymentStatus, h.actorKind, h.actorId])
      ).toEqual([
        ['placed', 'placed', 'paid', 'exchange', s.user.exchange.id],
        ['placed', 'confirmed', null, 'exchange', s.user.exchange.id],
      ])
      const keys = (await db.outboxMessage.findMany({ select: { idempotencyKey: true } })).map(
        (m) => m.idempotencyKey
      )
      expect(keys.filter((k) => k.startsWith('order-step:'))).toHaveLength(1)
      expect(keys.filter((k) => k.startsWith('payment-received:history-'))).toHaveLength(1)
      expect(await db.notification.count({ where: { userId: s.user.aigerim.id } })).toBe(2)
      expect(
        await db.auditEntry.count({
          where: { entity: 'order', entityId: String(order.id), actorEmail: '1c@example.kz' },
        })
      ).toBe(2)
      // No ping-pong: 1C's own change does not go back to it…
      expect(numbersOf((await query()).body)).toEqual([])
      // …the same document again changes nothing…
      expect(await applyStatusDocument(doc, { userId: s.user.exchange.id })).toEqual({
        applied: 0,
        remarks: [],
      })
      expect(await db.orderHistory.count({ where: { orderId: order.id } })).toBe(2)
      expect(numbersOf((await query()).body)).toEqual([])
      // …and a change on the site afterwards does.
      await staffMove(order.id, 'assembling', s.user.exchange.id)
      expect(numbersOf((await query()).body)).toEqual(['A-000501'])
    }
  )

  scenario(
    'the same paid document posted twice at once pays and confirms once',
    async (s: StandardScenario) => {
      // 1C retries a post it thinks was lost: both arrive together.
      const doc = posted([
        { id: 'A-000501', reqs: { Проведен: 'true', 'Дата оплаты по 1С': '2026-12-02T12:00:00' } },
      ])
      const outcomes = await Promise.all([
        applyStatusDocument(doc, { userId: s.user.exchange.id }),
        applyStatusDocument(doc, { userId: s.user.exchange.id }),
      ])
      expect(outcomes.map((o) => o.applied).sort()).toEqual([0, 1])
      const order = await db.order.findUniqueOrThrow({ where: { id: s.order.placed.id } })
      expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
      expect(await db.orderHistory.count({ where: { orderId: order.id } })).toBe(2)
      const keys = (await db.outboxMessage.findMany({ select: { idempotencyKey: true } })).map(
        (m) => m.idempotencyKey
      )
      expect(keys.filter((k) => k.startsWith('payment-received:history-'))).toHaveLength(1)
      expect(keys.filter((k) => k.startsWith('order-step:'))).toHaveLength(1)
    }
  )

  scenario(
    'shipped: a delivery is handed to the courier, a pickup ready — step by step',
    async (s: StandardScenario) => {
      const result = await applyStatusDocument(
        posted([
          {
            id: 'A-000501',
            reqs: { Проведен: 'true', 'Дата отгрузки по 1С': '2026-12-03T10:00:00' },
          },
          { id: 'A-000502', reqs: { Отгружен: 'true' } },
        ]),
        { userId: s.user.exchange.id }
      )
      expect(result).toEqual({ applied: 2, remarks: [] })
      const moves = await db.orderHistory.findMany({
        where: { orderId: s.order.placed.id },
        orderBy: { id: 'asc' },
      })
      expect(moves.map((m) => m.toStatus)).toEqual(['confirmed', 'assembling', 'ready'])
      expect(
        (await db.order.findUniqueOrThrow({ where: { id: s.order.guestPickup.id } })).status
      ).toBe('ready')
      const subjects = (await db.outboxMessage.findMany({ where: { kind: 'mail' } })).map(
        (m) => (m.payload as { subject?: string }).subject
      )
      expect(subjects.some((t) => t?.includes('передан курьеру'))).toBe(true)
      expect(subjects.some((t) => t?.includes('готов к выдаче'))).toBe(true)
    }
  )

  scenario(
    'unknown numbers, forbidden moves and drafts are remarks; a cancel works',
    async (s: StandardScenario) => {
      const result = await applyStatusDocument(
        posted([
          { id: 'A-999999', reqs: { Проведен: 'true' } },
          { id: 'A-000504', reqs: { ПометкаУдаления: 'true' } },
          { id: 'A-000503', reqs: { Проведен: 'true' } },
          { id: 'A-000502', reqs: { ПометкаУдаления: 'true', Проведен: 'true' } },
        ]),
        { userId: s.user.exchange.id }
      )
      expect(result).toEqual({
        applied: 1,
        remarks: [
          'Документ A-999999: заказа с таким номером на сайте нет.',
          'Заказ A-000504: Нельзя перевести заказ из статуса «Выполнен» в статус «Отменён».',
          'Документ A-000503: заказа с таким номером на сайте нет.',
        ],
      })
      expect(
        (await db.order.findUniqueOrThrow({ where: { id: s.order.guestPickup.id } })).status
      ).toBe('cancelled')
      expect((await db.order.findUniqueOrThrow({ where: { id: s.order.draft.id } })).status).toBe(
        'draft'
      )
    }
  )

  scenario(
    'paid in 1C, then marked deleted: cancelled, no online payment to return (staff are told so)',
    async (s: StandardScenario) => {
      const actor = { userId: s.user.exchange.id }
      await applyStatusDocument(posted([{ id: 'A-000501', reqs: { Оплачен: 'true' } }]), actor)
      const result = await applyStatusDocument(
        posted([{ id: 'A-000501', reqs: { ПометкаУдаления: 'true', Оплачен: 'true' } }]),
        actor
      )
      expect(result).toEqual({ applied: 1, remarks: [] })
      expect(await db.order.findUniqueOrThrow({ where: { id: s.order.placed.id } })).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'paid',
      })
      // Staff pressing «Вернуть оплату» hear where that money goes back, not a 500.
      mockCurrentUser(
        currentUserFixture({ id: s.user.exchange.id, email: '1c@example.kz', role: 'manager' })
      )
      await expect(
        refundOrderPayment(s.order.placed.id, {
          origin: 'http://shop.test',
          apiBase: 'http://shop.test/api',
        })
      ).rejects.toThrow(new ConflictError(PAID_OUTSIDE_REFUND_MESSAGE))
    }
  )

  scenario('an entity declaration is refused and changes nothing', async (s: StandardScenario) => {
    const bomb = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "A-000501">]><КоммерческаяИнформация><Документ><Ид>&a;</Ид><ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>Проведен</Наименование><Значение>true</Значение></ЗначениеРеквизита></ЗначенияРеквизитов></Документ></КоммерческаяИнформация>'
    )
    await expect(applyStatusDocument(bomb, { userId: s.user.exchange.id })).rejects.toThrow(
      DOCTYPE_REFUSED
    )
    expect((await db.order.findUniqueOrThrow({ where: { id: s.order.placed.id } })).status).toBe(
      'placed'
    )
  })
})
