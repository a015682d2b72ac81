import { startFakeBitrix24, type FakeBitrix24 } from 'testing/fakeBitrix24'
import { currentUserFixture } from 'testing/testUsers'

import { createBitrix24 } from 'src/lib/crm/bitrix24'
import { db } from 'src/lib/db'
import { ONLY_FAILED_RETRIED } from 'src/lib/domain/adminPeople'
import { adminLeadListInput } from 'src/lib/domain/adminPeopleLists'
import { CUSTOMER_STAFF_ROLES, STAFF_ROLES } from 'src/lib/domain/staffRoles'
import { ConflictError, NotAuthenticatedError, PermissionDeniedError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { deliverDueMessages } from 'src/lib/outboxWorker'

import {
  adminFailedMessages,
  adminLeads,
  listFailedMessages,
  listLeads,
  retryMessage,
  retryOutboxMessage,
} from './adminLeads'
import type { StandardScenario } from './adminLeads.scenarios'

const signIn = (user: { id: number; email: string; role: string }) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

const page = { page: 1, pageSize: 25, sort: 'createdAt', direction: 'desc' } as const
const NOW = new Date('2026-11-25T10:00:00Z')

describe('adminLeads', () => {
  scenario('lists leads newest first, by state and source', async (s: StandardScenario) => {
    signIn(s.user.manager)
    const all = await listLeads({ ...page, state: null, source: null })
    expect(all.total).toBe(3)
    expect(all.items.map((lead) => lead.username)).toEqual(['Ерлан', 'Айгерим', 'Данияр'])
    const failed = await listLeads({ ...page, state: 'failed', source: null })
    expect(failed.items).toEqual([
      expect.objectContaining({ username: 'Данияр', crmState: 'failed', lastError: 'HTTP 503' }),
    ])
    const guest = await listLeads({ ...page, state: null, source: 'guest_order' })
    expect(guest.items.map((lead) => lead.username)).toEqual(['Айгерим'])
    const second = await listLeads({ ...page, pageSize: 25, page: 2, state: null, source: null })
    expect(second).toMatchObject({ total: 3, items: [] })
  })

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
      const operations = [
        () => adminLeads({}, {} as never),
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
          if ((CUSTOMER_STAFF_ROLES as readonly string[]).includes(role)) continue
          await expect(operation()).rejects.toThrow(PermissionDeniedError)
        }
      }
      for (const role of CUSTOMER_STAFF_ROLES) {
        signIn(s.user[role])
        expect((await adminLeads({}, {} as never)).total).toBe(3)
        expect((await adminFailedMessages({}, {} as never)).total).toBeGreaterThan(0)
      }
      signIn(s.user.manager)
      expect(
        await retryOutboxMessage({ id: s.outboxMessage.failedMail.id }, {} as never)
      ).toMatchObject({ state: 'pending' })
      signIn(s.user.admin)
      expect(
        await retryOutboxMessage({ id: s.outboxMessage.failedLead.id }, {} as never)
      ).toMatchObject({ state: 'pending' })
    }
  )

  scenario('hostile list arguments are a 400, not a 500', async (s: StandardScenario) => {
    signIn(s.user.admin)
    await expect(adminLeads({ state: 'lost' }, {} as never)).rejects.toThrow(
      'Выберите значение из списка.'
    )
    await expect(adminLeads({ pageSize: 7 }, {} as never)).rejects.toThrow()
    await expect(adminLeads({ source: 'x\u0000' }, {} as never)).rejects.toThrow()
    await expect(retryOutboxMessage({ id: 2 ** 40 }, {} as never)).rejects.toThrow()
    expect(parseInput(adminLeadListInput, { state: '' })).toMatchObject({ state: null, page: 1 })
  })
})
