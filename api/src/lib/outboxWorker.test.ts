import { startFakeBitrix24, type FakeBitrix24 } from 'testing/fakeBitrix24'

import { db } from 'src/lib/db'
import { loadOrderFacts } from 'src/modules/orders'
import { crmOrderOf } from 'src/modules/orders/rules/orderLetters'

import { createBitrix24 } from './crm/bitrix24'
import { MAX_DELIVERY_ATTEMPTS } from './domain/backoff'
import { CRM_NOT_CONFIGURED } from './domain/deliveryProblems'
import { passwordResetLetter, REDACTED_TOKEN, type Letter } from './domain/letters'
import { enqueueCrmLead, enqueueLetter } from './outbox'
import { deliverDueMessages, handledWholeBatch, type OutboxDeps } from './outboxWorker'

const T0 = new Date('2026-06-01T10:00:00Z')
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000)

let crm: FakeBitrix24
beforeEach(async () => {
  crm = await startFakeBitrix24()
})
afterEach(() => crm.close())

const sent: Letter[] = []
const deps = (at: Date, extra: Partial<OutboxDeps> = {}): Partial<OutboxDeps> => ({
  now: () => at,
  random: () => 0.5,
  crm: createBitrix24(crm.url),
  sendLetter: async (letter) => {
    sent.push(letter)
  },
  ...extra,
})

const leadStates = async () =>
  (await db.callbackLead.findMany({ orderBy: { id: 'asc' } })).map((l) => [l.username, l.crmState])

const dealAdds = () => crm.calls.filter((c) => c.method === 'crm.deal.add').length

describe('handledWholeBatch: the worker drains on while rounds come back full', () => {
  it('counts failed and retried rows as handled, so a few failures do not stall a backlog', () => {
    expect(handledWholeBatch({ delivered: 20, retrying: 0, failed: 0 })).toBe(true)
    expect(handledWholeBatch({ delivered: 17, retrying: 2, failed: 1 })).toBe(true)
    expect(handledWholeBatch({ delivered: 0, retrying: 20, failed: 0 })).toBe(true)
  })

  it('stops when a round took less than a batch: nothing more is due now', () => {
    expect(handledWholeBatch({ delivered: 19, retrying: 0, failed: 0 })).toBe(false)
    expect(handledWholeBatch({ delivered: 0, retrying: 0, failed: 0 })).toBe(false)
    expect(handledWholeBatch({ delivered: 4, retrying: 1, failed: 0 }, 5)).toBe(true)
  })
})

describe('CRM delivery', () => {
  scenario(
    'CRM down: leads wait with the reason; CRM up: each delivered exactly once',
    async () => {
      crm.down = true
      expect(await deliverDueMessages({ deps: deps(T0) })).toEqual({
        delivered: 1,
        retrying: 3,
        failed: 0,
      })
      const waiting = await db.callbackLead.findFirstOrThrow({ where: { username: 'Ерлан' } })
      expect(waiting).toMatchObject({
        crmState: 'pending',
        crmAttempts: 1,
        lastError: expect.stringContaining('HTTP 503'),
      })
      const row = await db.outboxMessage.findFirstOrThrow({ where: { kind: 'crm_lead' } })
      expect(row.nextAttemptAt.getTime()).toBe(T0.getTime() + 30_000)
      expect(row.lastError).not.toContain('secret')

      // Not due yet: nothing is tried.
      crm.down = false
      crm.calls.length = 0
      expect(await deliverDueMessages({ deps: deps(later(0.2)) })).toEqual({
        delivered: 0,
        retrying: 0,
        failed: 0,
      })
      expect(crm.calls).toEqual([])

      expect(await deliverDueMessages({ deps: deps(later(1)) })).toEqual({
        delivered: 3,
        retrying: 0,
        failed: 0,
      })
      expect(await leadStates()).toEqual([
        ['Ерлан', 'delivered'],
        ['Сауле', 'delivered'],
        ['Асель', 'delivered'],
      ])
      expect(crm.deals).toHaveLength(3)
      expect(await deliverDueMessages({ deps: deps(later(120)) })).toEqual({
        delivered: 0,
        retrying: 0,
        failed: 0,
      })
      expect(dealAdds()).toBe(3)
    }
  )

  scenario('sends the SPEC §9 deal with the contact it found or made', async () => {
    crm.contacts.push(
      { ID: '7', NAME: 'Ерлан', PHONE: [{ VALUE: '8 (777) 123-45-67' }] },
      // Same last digits, another number: Bitrix24 finds it, the shop must not use it.
      { ID: '8', NAME: 'Чужой', PHONE: [{ VALUE: '+7 701 123 45 67' }] }
    )
    await deliverDueMessages({ deps: deps(T0) })
    const erlan = await db.callbackLead.findFirstOrThrow({ where: { username: 'Ерлан' } })
    const deal = crm.deals.find((d) => d.ID === erlan.crmDealId)!
    expect(erlan.crmContactId).toBe('7')
    expect(deal.fields).toMatchObject({
      TITLE: 'Заявка с сайта: Ерлан',
      STAGE_ID: 'C25:NEW',
      CATEGORY_ID: 25,
      SOURCE_ID: 'STORE',
      ASSIGNED_BY_ID: 1,
      CONTACT_IDS: ['7'],
      ORIGINATOR_ID: 'akvatoria-shop',
      ORIGIN_ID: `crm-lead:${erlan.id}`,
    })
    expect(deal.fields.COMMENTS).toContain('Комментарий: Нужен котёл')

    const added = crm.calls
      .filter((c) => c.method === 'crm.contact.add')
      .map((c) => c.params.fields as { NAME: string })
      // Claims run in parallel order: compare as a set.
      .sort((a, b) => (a.NAME < b.NAME ? -1 : 1))
    expect(added).toEqual([
      { NAME: 'Асель', PHONE: [{ VALUE: '+77015554433', VALUE_TYPE: 'WORK' }] },
      {
        NAME: 'Сауле',
        PHONE: [{ VALUE: '+77019998877', VALUE_TYPE: 'WORK' }],
        EMAIL: [{ VALUE: 'saule@mail.kz', VALUE_TYPE: 'WORK' }],
      },
    ])
    const orderDeal = crm.deals.find((d) => String(d.fields.TITLE).startsWith('Заказ'))!
    expect(orderDeal.fields.TITLE).toBe('Заказ A-001001 с сайта: Асель')
    expect(orderDeal.fields.COMMENTS).toContain('NS-100 — Насосная станция: 2 × 52 000 ₸')
  })

  scenario(
    'a lead queued before leads carried their order: the deal names the order by number',
    async (scenario) => {
      const order = await db.order.create({
        data: {
          number: 'A-001009',
          status: 'placed',
          guestName: 'Гость',
          guestPhone: '+77015550009',
          items: { create: [{ productId: scenario.product.pump.id, quantity: 1, price: 52000 }] },
        },
      })
      const lead = await db.$transaction(async (tx) => {
        const row = await tx.callbackLead.create({
          data: {
            source: 'guest_order',
            username: 'Гость',
            phone: '+77015550009',
            orderId: order.id,
          },
        })
        await enqueueCrmLead(tx, row.id)
        return row
      })
      await deliverDueMessages({ deps: deps(new Date(Date.now() + 60_000)) })
      const delivered = await db.callbackLead.findUniqueOrThrow({ where: { id: lead.id } })
      const deal = crm.deals.find((d) => d.ID === delivered.crmDealId)!
      expect(deal.fields.TITLE).toBe('Заказ A-001009 с сайта: Гость')
      expect(deal.fields.COMMENTS).toContain('Заказ A-001009 (Оформлен)')
      expect(deal.fields.COMMENTS).not.toContain('NS-100')
    }
  )

  scenario(
    "an account order's lead: its deal lists the order; no phone, no phone lookup",
    async (scenario) => {
      const user = await db.user.create({
        data: { email: 'daniyar@example.kz', hashedPassword: 'x', salt: 'x', firstName: 'Данияр' },
      })
      const order = await db.order.create({
        data: {
          number: 'A-001002',
          status: 'placed',
          userId: user.id,
          shopId: scenario.shop.atyrau.id,
          items: { create: [{ productId: scenario.product.pump.id, quantity: 1, price: 52000 }] },
        },
      })
      const lead = await db.$transaction(async (tx) => {
        const row = await tx.callbackLead.create({
          data: {
            source: 'account_order',
            username: 'Данияр',
            phone: '',
            email: user.email,
            orderId: order.id,
          },
        })
        // As the order's transition does: the order as its facts tell it.
        await enqueueCrmLead(tx, row.id, crmOrderOf(await loadOrderFacts(order.id, tx)))
        return row
      })
      await deliverDueMessages({ deps: deps(new Date(Date.now() + 60_000)) })
      const delivered = await db.callbackLead.findUniqueOrThrow({ where: { id: lead.id } })
      expect(delivered.crmState).toBe('delivered')
      const deal = crm.deals.find((d) => d.ID === delivered.crmDealId)!
      expect(deal.fields.TITLE).toBe('Заказ A-001002 с сайта: Данияр')
      expect(deal.fields.COMMENTS).toBe(
        'Покупатель с личным кабинетом\nE-mail: daniyar@example.kz\nЗаказ A-001002 (Оформлен)\n' +
          'Магазин: Атырау, ул. Сатпаева, 17\nNS-100 — Насосная станция: 1 × 52 000 ₸'
      )
      const lookups = crm.calls.filter((c) => c.method === 'crm.contact.list')
      expect(lookups.map((c) => (c.params.filter as { PHONE: string }).PHONE)).not.toContain('')
      expect(
        crm.calls
          .filter((c) => c.method === 'crm.contact.add')
          .map((c) => c.params.fields)
          .find((f) => (f as { NAME: string }).NAME === 'Данияр')
      ).toEqual({ NAME: 'Данияр', EMAIL: [{ VALUE: 'daniyar@example.kz', VALUE_TYPE: 'WORK' }] })
    }
  )

  scenario('a lost answer of crm.deal.add does not make a second deal', async () => {
    crm.loseNextDealAnswer = true
    expect(await deliverDueMessages({ deps: deps(T0), limit: 1 })).toEqual({
      delivered: 0,
      retrying: 1,
      failed: 0,
    })
    expect(crm.deals).toHaveLength(1)
    await deliverDueMessages({ deps: deps(later(5)) })
    expect(crm.deals).toHaveLength(3)
    const erlan = await db.callbackLead.findFirstOrThrow({ where: { username: 'Ерлан' } })
    expect(erlan).toMatchObject({ crmState: 'delivered', crmDealId: crm.deals[0].ID })
  })

  scenario(
    'a stopping worker finishes the message in hand and gives the rest of its batch back',
    async () => {
      let asked = 0
      // Stop after the first message: the other three were claimed with it.
      const report = await deliverDueMessages({
        deps: deps(T0),
        limit: 4,
        shouldStop: () => ++asked > 1,
      })
      expect(report).toEqual({ delivered: 1, retrying: 0, failed: 0 })
      const rest = await db.outboxMessage.findMany({ where: { state: 'pending' } })
      expect(rest).toHaveLength(3)
      // Released, not leased for CLAIM_LEASE_SECONDS: another worker takes them now.
      expect(rest.every((message) => message.lockedUntil === null)).toBe(true)
      expect(await deliverDueMessages({ deps: deps(T0), limit: 4 })).toEqual({
        delivered: 3,
        retrying: 0,
        failed: 0,
      })
    }
  )

  scenario('two workers at once deliver each row once', async () => {
    const reports = await Promise.all([
      deliverDueMessages({ deps: deps(T0), limit: 4 }),
      deliverDueMessages({ deps: deps(T0), limit: 4 }),
      deliverDueMessages({ deps: deps(T0), limit: 4 }),
    ])
    expect(reports.reduce((sum, r) => sum + r.delivered, 0)).toBe(4)
    expect(crm.deals).toHaveLength(3)
    expect(
      sent.filter((l) => l.subject === 'Заказ A-001001 оформлен').length
    ).toBeGreaterThanOrEqual(1)
    expect(await db.outboxMessage.count({ where: { state: 'delivered' } })).toBe(4)
  })

  scenario(
    'without a webhook leads wait with the reason, and give up only after many tries',
    async () => {
      const report = await deliverDueMessages({ deps: deps(T0, { crm: null }) })
      expect(report).toEqual({ delivered: 1, retrying: 3, failed: 0 })
      expect(await db.callbackLead.findFirstOrThrow()).toMatchObject({
        crmState: 'pending',
        lastError: CRM_NOT_CONFIGURED,
      })
      await db.outboxMessage.updateMany({
        where: { kind: 'crm_lead' },
        data: { attempts: MAX_DELIVERY_ATTEMPTS - 1, nextAttemptAt: T0 },
      })
      expect(await deliverDueMessages({ deps: deps(later(1), { crm: null }) })).toEqual({
        delivered: 0,
        retrying: 0,
        failed: 3,
      })
      expect(await db.callbackLead.count({ where: { crmState: 'failed' } })).toBe(3)
    }
  )
})

describe('mail delivery', () => {
  scenario('SMTP down: the letter waits; SMTP back: it goes out once', async () => {
    let smtpUp = false
    const delivered: Letter[] = []
    const mail = async (letter: Letter) => {
      if (!smtpUp) throw new Error('connect ECONNREFUSED 127.0.0.1:587')
      delivered.push(letter)
    }
    await deliverDueMessages({ deps: deps(T0, { sendLetter: mail }) })
    const row = await db.outboxMessage.findUniqueOrThrow({
      where: { idempotencyKey: 'order-confirmation:1' },
    })
    expect(row).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:587',
    })
    smtpUp = true
    await deliverDueMessages({ deps: deps(later(1), { sendLetter: mail }) })
    await deliverDueMessages({ deps: deps(later(90), { sendLetter: mail }) })
    expect(delivered).toEqual([
      { to: 'asel@example.kz', subject: 'Заказ A-001001 оформлен', text: 'Здравствуйте!' },
    ])
  })

  scenario('keeps a link’s secret until the letter is sent, then no longer', async () => {
    const token = 'reset-token-5f1c9a'
    const key = 'reset:test:1'
    await db.$transaction((tx) =>
      enqueueLetter(tx, passwordResetLetter('asel@example.kz', token, 'https://akvatoria.kz'), key)
    )
    // Due at the test's clock.
    await db.outboxMessage.update({ where: { idempotencyKey: key }, data: { nextAttemptAt: T0 } })
    const stored = async () =>
      JSON.stringify(
        (await db.outboxMessage.findUniqueOrThrow({ where: { idempotencyKey: key } })).payload
      )
    expect(await stored()).toContain(token)

    // A failed attempt keeps the letter whole, to be sent again.
    const down = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:587')
    }
    await deliverDueMessages({ deps: deps(T0, { sendLetter: down }) })
    expect(await stored()).toContain(token)
    expect(
      await db.outboxMessage.findUniqueOrThrow({ where: { idempotencyKey: key } })
    ).toMatchObject({ state: 'pending', attempts: 1 })

    const delivered: Letter[] = []
    const up = async (letter: Letter) => {
      delivered.push(letter)
    }
    await deliverDueMessages({ deps: deps(later(90), { sendLetter: up }) })
    // The shopper got the real link; the outbox keeps the letter without it.
    expect(delivered.find((l) => l.text.includes('new-password'))?.text).toContain(
      `/new-password?token=${token}`
    )
    const row = await db.outboxMessage.findUniqueOrThrow({ where: { idempotencyKey: key } })
    expect(row.state).toBe('delivered')
    expect(JSON.stringify(row.payload)).not.toContain(token)
    expect(row.payload).toMatchObject({
      to: 'asel@example.kz',
      subject: 'Восстановление пароля в Акватории',
    })
    expect((row.payload as { text: string }).text).toContain(
      `/new-password?token=${REDACTED_TOKEN}`
    )
    // Letters without secrets are kept as they were.
    expect(
      (
        await db.outboxMessage.findUniqueOrThrow({
          where: { idempotencyKey: 'order-confirmation:1' },
        })
      ).payload
    ).toEqual({ to: 'asel@example.kz', subject: 'Заказ A-001001 оформлен', text: 'Здравствуйте!' })
  })
})
