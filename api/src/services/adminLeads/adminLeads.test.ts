import { startFakeBitrix24, type FakeBitrix24 } from 'testing/fakeBitrix24'
import { currentUserFixture } from 'testing/testUsers'

import { createBitrix24 } from 'src/lib/crm/bitrix24'
import { db } from 'src/lib/db'
import { ONLY_FAILED_RETRIED } from 'src/lib/domain/adminPeople'
import { LEAD_STAFF_ROLES, STAFF_ROLES } from 'src/lib/domain/staffRoles'
import {
  ConflictError,
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
  PermissionDeniedError,
} from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { deliverDueMessages } from 'src/lib/outboxWorker'
import { countLeadsNotHandled, handleLead, listLeads } from 'src/modules/leads'
import { crmViewOf, CRM_VIEWS } from 'src/modules/leads/rules/crmDelivery'
import {
  LEAD_ALREADY_OPEN,
  LEAD_CHANGED_MEANWHILE,
  LEAD_STATUSES,
  leadStatusOf,
  NOTE_REQUIRED_MESSAGE,
} from 'src/modules/leads/rules/leadHandling'
import { adminLeadListInput } from 'src/modules/leads/rules/leadList'

import {
  AdminLead,
  adminFailedMessages,
  adminLead,
  adminLeads,
  handleAdminLead,
  listFailedMessages,
  reopenAdminLead,
  retryMessage,
  retryOutboxMessage,
} from './adminLeads'
import type { StandardScenario } from './adminLeads.scenarios'

const signIn = (user: { id: number; email: string; role: string }) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

const page = { page: 1, pageSize: 25, sort: 'createdAt', direction: 'desc' } as const
const NOW = new Date('2026-11-25T10:00:00Z')

describe('adminLeads', () => {
  scenario(
    'lists leads newest first, by handling, CRM view and source',
    async (s: StandardScenario) => {
      signIn(s.user.manager)
      const names = async (filter: Partial<Record<'status' | 'crm' | 'source', string>>) =>
        (await listLeads(parseInput(adminLeadListInput, filter))).items.map((lead) => lead.username)
      expect(await names({})).toEqual(['Серик', 'Ерлан', 'Айгерим', 'Данияр'])
      expect(await names({ status: 'new' })).toEqual(['Серик', 'Айгерим', 'Данияр'])
      expect(await names({ status: 'handled' })).toEqual(['Ерлан'])
      // A lead whose delivery failed even once is a problem, given up on or still retried.
      expect(await names({ crm: 'problem' })).toEqual(['Серик', 'Данияр'])
      expect(await names({ crm: 'queued' })).toEqual(['Айгерим'])
      expect(await names({ crm: 'delivered' })).toEqual(['Ерлан'])
      expect(await names({ status: 'new', crm: 'problem', source: 'callback' })).toEqual([
        'Серик',
        'Данияр',
      ])
      expect(await names({ source: 'guest_order' })).toEqual(['Айгерим'])
      const second = await listLeads(parseInput(adminLeadListInput, { page: 2 }))
      expect(second).toMatchObject({ total: 4, items: [] })
    }
  )

  scenario("the list's filters are the rules' views in SQL", async (s: StandardScenario) => {
    signIn(s.user.admin)
    const all = (await listLeads(parseInput(adminLeadListInput, {}))).items
    for (const crm of CRM_VIEWS) {
      const listed = (await listLeads(parseInput(adminLeadListInput, { crm }))).items
      expect(listed.map((lead) => lead.id)).toEqual(
        all.filter((lead) => crmViewOf(lead) === crm).map((lead) => lead.id)
      )
    }
    for (const status of LEAD_STATUSES) {
      const listed = (await listLeads(parseInput(adminLeadListInput, { status }))).items
      expect(listed.map((lead) => lead.id)).toEqual(
        all.filter((lead) => leadStatusOf(lead) === status).map((lead) => lead.id)
      )
    }
  })

  scenario(
    'one lead: what the customer asked, where from, the order, the handling and the CRM',
    async (s: StandardScenario) => {
      signIn(s.user.manager)
      expect(await adminLead({ id: s.callbackLead.fromProduct.id }, {} as never)).toMatchObject({
        username: 'Серик',
        phone: '+77015550101',
        comment: 'Нужна насосная станция для дачи, перезвоните после обеда.',
        page: '/catalog/product/NS-100',
        // Read from the product page's path, named as the catalogue names it.
        productArticle: 'NS-100',
        productName: 'Насосная станция NS-100',
        status: 'new',
        handledAt: null,
        crmState: 'pending',
        crmAttempts: 2,
      })
      expect(await adminLead({ id: s.callbackLead.pending.id }, {} as never)).toMatchObject({
        source: 'guest_order',
        orderId: s.order.guest.id,
        orderNumber: 'A-000011',
        productArticle: null,
      })
      expect(await adminLead({ id: s.callbackLead.delivered.id }, {} as never)).toMatchObject({
        status: 'handled',
        handledByEmail: 'manager@example.kz',
        handledNote: 'Позвонил, заказ подтверждён.',
        crmDealId: '42',
      })
      await expect(adminLead({ id: 999_999 }, {} as never)).rejects.toThrow(NotFoundError)
    }
  )

  scenario(
    '«Обработана»: the note, who and when, audited; the dashboard counts it no more',
    async (s: StandardScenario) => {
      signIn(s.user.manager)
      expect(await countLeadsNotHandled()).toBe(3)
      const before = Date.now()
      const handled = await handleAdminLead(
        {
          id: s.callbackLead.fromProduct.id,
          note: '  Перезвонил, подобрали станцию, счёт выслан.  ',
        },
        {} as never
      )
      expect(handled).toMatchObject({
        status: 'handled',
        handledByEmail: 'manager@example.kz',
        handledNote: 'Перезвонил, подобрали станцию, счёт выслан.',
      })
      const stored = await db.callbackLead.findUniqueOrThrow({
        where: { id: s.callbackLead.fromProduct.id },
      })
      expect(stored.handledById).toBe(s.user.manager.id)
      expect(stored.handledAt!.getTime()).toBeGreaterThanOrEqual(before - 1000)
      expect(await countLeadsNotHandled()).toBe(2)
      expect(await db.auditEntry.findMany()).toEqual([
        expect.objectContaining({
          action: 'lead.handle',
          entity: 'callbackLead',
          entityId: String(s.callbackLead.fromProduct.id),
          actorId: s.user.manager.id,
          actorEmail: 'manager@example.kz',
          before: { status: 'Новая', note: null },
          after: { status: 'Обработана', note: 'Перезвонил, подобрали станцию, счёт выслан.' },
        }),
      ])
    }
  )

  scenario(
    'a note is required, and a handled lead is not handled over',
    async (s: StandardScenario) => {
      signIn(s.user.manager)
      for (const note of [undefined, '', '   ']) {
        await expect(
          handleAdminLead({ id: s.callbackLead.failed.id, note }, {} as never)
        ).rejects.toThrow(NOTE_REQUIRED_MESSAGE)
      }
      // Someone else's handling stays: the second is refused with the first one's note.
      signIn(s.user.colleague)
      const refusal = handleAdminLead(
        { id: s.callbackLead.delivered.id, note: 'Тоже позвонил.' },
        {} as never
      )
      await expect(refusal).rejects.toThrow(ConflictError)
      await expect(refusal).rejects.toThrow(/manager@example\.kz.*«Позвонил, заказ подтверждён\.»/)
      expect(
        await db.callbackLead.findUniqueOrThrow({ where: { id: s.callbackLead.delivered.id } })
      ).toMatchObject({
        handledNote: 'Позвонил, заказ подтверждён.',
        handledByEmail: 'manager@example.kz',
      })
      await expect(
        handleAdminLead({ id: 999_999, note: 'Позвонил.' }, {} as never)
      ).rejects.toThrow(NotFoundError)
      expect(await db.auditEntry.count()).toBe(0)
    }
  )

  scenario(
    'two managers handling at once: one note is stored, the other refused, none overwritten',
    async (s: StandardScenario) => {
      const id = s.callbackLead.failed.id
      const results = await Promise.allSettled([
        handleLead({ id, note: 'Перезвонил менеджер 1.' }, s.user.manager),
        handleLead({ id, note: 'Перезвонил менеджер 2.' }, s.user.colleague),
      ])
      const won = results.filter((result) => result.status === 'fulfilled')
      const lost = results.filter((result) => result.status === 'rejected')
      expect([won.length, lost.length]).toEqual([1, 1])
      const winner = (won[0] as PromiseFulfilledResult<{ handledNote: string }>).value
      expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError)
      // The refusal names the note that won.
      expect((lost[0] as PromiseRejectedResult).reason.message).toContain(winner.handledNote)
      const stored = await db.callbackLead.findUniqueOrThrow({ where: { id } })
      expect(stored.handledNote).toBe(winner.handledNote)
      const audit = await db.auditEntry.findMany({ where: { action: 'lead.handle' } })
      expect(audit).toHaveLength(1)
      expect(audit[0].after).toMatchObject({ note: winner.handledNote })
    }
  )

  scenario(
    '«Открыть снова»: new again, every note kept in the history; a stale reopen is refused',
    async (s: StandardScenario) => {
      signIn(s.user.manager)
      const id = s.callbackLead.failed.id
      const first = await handleAdminLead({ id, note: 'Не дозвонился, оставил SMS.' }, {} as never)
      signIn(s.user.colleague)
      // The screen shows an older handling: refused, nothing undone.
      await expect(
        reopenAdminLead({ id, handledAt: '2026-01-01T00:00:00.000Z' }, {} as never)
      ).rejects.toThrow(LEAD_CHANGED_MEANWHILE)
      const reopened = await reopenAdminLead(
        { id, handledAt: new Date(first.handledAt!).toISOString() },
        {} as never
      )
      expect(reopened).toMatchObject({ status: 'new', handledAt: null, handledNote: null })
      // Pressed twice: the second finds it open.
      await expect(
        reopenAdminLead({ id, handledAt: new Date(first.handledAt!).toISOString() }, {} as never)
      ).rejects.toThrow(LEAD_ALREADY_OPEN)
      const again = await handleAdminLead(
        { id, note: 'Дозвонился, записал на замер.' },
        {} as never
      )
      expect(again).toMatchObject({ status: 'handled', handledByEmail: 'colleague@example.kz' })
      const history = await AdminLead.history(null, { root: { id } })
      expect(history.map(({ actorEmail, action, note }) => ({ actorEmail, action, note }))).toEqual(
        [
          {
            actorEmail: 'manager@example.kz',
            action: 'lead.handle',
            note: 'Не дозвонился, оставил SMS.',
          },
          { actorEmail: 'colleague@example.kz', action: 'lead.reopen', note: null },
          {
            actorEmail: 'colleague@example.kz',
            action: 'lead.handle',
            note: 'Дозвонился, записал на замер.',
          },
        ]
      )
      expect(await db.auditEntry.findFirst({ where: { action: 'lead.reopen' } })).toMatchObject({
        before: expect.objectContaining({
          note: 'Не дозвонился, оставил SMS.',
          handledBy: 'manager@example.kz',
        }),
        after: expect.objectContaining({ status: 'Новая', note: null }),
      })
    }
  )

  scenario('lists only failed messages, with what they are about', async (s: StandardScenario) => {
    signIn(s.user.admin)
    const failed = await listFailedMessages(page)
    expect(failed.total).toBe(2)
    expect(failed.items).toEqual([
      expect.objectContaining({
        kind: 'mail',
        topic: 'Заказ A-000001 оформлен',
        attempts: 12,
        lastError: 'SMTP 550',
      }),
      expect.objectContaining({
        kind: 'crm_lead',
        topic: `Заявка №${s.callbackLead.failed.id}: Данияр`,
        key: `crm-lead:${s.callbackLead.failed.id}`,
      }),
    ])
  })

  scenario(
    'a retried lead is queued now, attempts kept, audited, and the worker delivers it',
    async (s: StandardScenario) => {
      signIn(s.user.manager)
      const retried = await retryMessage(s.outboxMessage.failedLead.id, NOW)
      expect(retried).toMatchObject({ state: 'pending', attempts: 12, nextAttemptAt: NOW })
      const lead = await db.callbackLead.findUniqueOrThrow({
        where: { id: s.callbackLead.failed.id },
      })
      expect(lead.crmState).toBe('pending')
      const audit = await db.auditEntry.findMany()
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'outbox.retry',
          entity: 'outboxMessage',
          entityId: String(s.outboxMessage.failedLead.id),
          actorEmail: 'manager@example.kz',
          before: expect.objectContaining({ state: 'failed' }),
          after: expect.objectContaining({ state: 'pending' }),
        }),
      ])

      let crm: FakeBitrix24 | null = null
      try {
        crm = await startFakeBitrix24()
        const report = await deliverDueMessages({
          deps: {
            now: () => NOW,
            random: () => 0.5,
            crm: createBitrix24(crm.url),
            sendLetter: async () => {},
          },
        })
        // The retried lead and the scenario's pending letter.
        expect(report).toEqual({ delivered: 2, retrying: 0, failed: 0 })
        expect(crm.deals).toHaveLength(1)
      } finally {
        await crm?.close()
      }
      const delivered = await db.callbackLead.findUniqueOrThrow({
        where: { id: s.callbackLead.failed.id },
      })
      expect(delivered).toMatchObject({ crmState: 'delivered', lastError: null })
      const message = await db.outboxMessage.findUniqueOrThrow({
        where: { id: s.outboxMessage.failedLead.id },
      })
      expect(message.state).toBe('delivered')
    }
  )

  scenario('only a failed message can be retried (409)', async (s: StandardScenario) => {
    signIn(s.user.admin)
    await expect(retryMessage(s.outboxMessage.pending.id)).rejects.toThrow(ONLY_FAILED_RETRIED)
    await expect(retryMessage(s.outboxMessage.delivered.id)).rejects.toThrow(ConflictError)
    await retryMessage(s.outboxMessage.failedMail.id)
    // Pressed twice: the second press finds it queued.
    await expect(retryMessage(s.outboxMessage.failedMail.id)).rejects.toThrow(ConflictError)
    expect(await db.auditEntry.count()).toBe(1)
  })

  scenario(
    'role matrix: guest 401, customer and editor 403, manager and admin allowed',
    async (s: StandardScenario) => {
      const lead = s.callbackLead.fromProduct.id
      const operations = [
        () => adminLeads({}, {} as never),
        () => adminLead({ id: lead }, {} as never),
        () => handleAdminLead({ id: lead, note: 'Позвонил.' }, {} as never),
        () => reopenAdminLead({ id: s.callbackLead.delivered.id, handledAt: 'x' }, {} as never),
        () => adminFailedMessages({}, {} as never),
        () => retryOutboxMessage({ id: s.outboxMessage.failedMail.id }, {} as never),
      ]
      for (const operation of operations) {
        mockCurrentUser(null)
        await expect(operation()).rejects.toThrow(NotAuthenticatedError)
        signIn(s.user.customer)
        await expect(operation()).rejects.toThrow(PermissionDeniedError)
        for (const role of STAFF_ROLES) {
          signIn(s.user[role])
          if ((LEAD_STAFF_ROLES as readonly string[]).includes(role)) continue
          await expect(operation()).rejects.toThrow(PermissionDeniedError)
        }
      }
      // Nothing was written by those refused.
      expect(await countLeadsNotHandled()).toBe(3)
      for (const role of LEAD_STAFF_ROLES) {
        signIn(s.user[role])
        expect((await adminLeads({}, {} as never)).total).toBe(4)
        expect(await adminLead({ id: lead }, {} as never)).toMatchObject({ id: lead })
        expect((await adminFailedMessages({}, {} as never)).total).toBeGreaterThan(0)
      }
      signIn(s.user.manager)
      expect(await handleAdminLead({ id: lead, note: 'Позвонил.' }, {} as never)).toMatchObject({
        status: 'handled',
      })
      expect(
        await retryOutboxMessage({ id: s.outboxMessage.failedMail.id }, {} as never)
      ).toMatchObject({ state: 'pending' })
      signIn(s.user.admin)
      const handled = await db.callbackLead.findUniqueOrThrow({ where: { id: lead } })
      expect(
        await reopenAdminLead(
          { id: lead, handledAt: handled.handledAt!.toISOString() },
          {} as never
        )
      ).toMatchObject({ status: 'new' })
      expect(
        await retryOutboxMessage({ id: s.outboxMessage.failedLead.id }, {} as never)
      ).toMatchObject({ state: 'pending' })
    }
  )

  scenario('hostile arguments are a 400, not a 500', async (s: StandardScenario) => {
    signIn(s.user.admin)
    await expect(adminLeads({ status: 'lost' }, {} as never)).rejects.toThrow(
      'Выберите значение из списка.'
    )
    await expect(adminLeads({ crm: 'failed' }, {} as never)).rejects.toThrow(InvalidInputError)
    await expect(adminLeads({ pageSize: 7 }, {} as never)).rejects.toThrow(InvalidInputError)
    await expect(adminLeads({ source: 'x\u0000' }, {} as never)).rejects.toThrow(InvalidInputError)
    await expect(adminLead({ id: 2 ** 40 }, {} as never)).rejects.toThrow(InvalidInputError)
    const id = s.callbackLead.failed.id
    for (const note of ['a\u0000b', 'я'.repeat(2001), 42 as never]) {
      await expect(handleAdminLead({ id, note }, {} as never)).rejects.toThrow(InvalidInputError)
    }
    for (const handledAt of ['вчера', '', 'x'.repeat(100)]) {
      await expect(reopenAdminLead({ id, handledAt }, {} as never)).rejects.toThrow(
        InvalidInputError
      )
    }
    await expect(retryOutboxMessage({ id: 2 ** 40 }, {} as never)).rejects.toThrow()
    expect(parseInput(adminLeadListInput, { status: '', crm: null })).toMatchObject({
      status: null,
      crm: null,
      page: 1,
    })
    expect(await db.auditEntry.count()).toBe(0)
  })
})
