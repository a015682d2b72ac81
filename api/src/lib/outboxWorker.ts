import type { OutboxMessage, Prisma } from '@prisma/client'

import { bitrix24FromEnv, type Bitrix24 } from './crm/bitrix24'
import { db } from './db'
import { isGivingUp, retryDelayMs } from './domain/backoff'
import {
  contactFields,
  dealByOrigin,
  dealFields,
  matchContactByPhone,
  type LeadFacts,
  type LeadOrder,
} from './domain/bitrixDeal'
import { CRM_NOT_CONFIGURED } from './domain/deliveryProblems'
import { redactLetter, type Letter } from './domain/letters'
import { logger } from './logger'
import { sendLetter } from './mailer'
import { crmLeadKey } from './outbox'

/**
 * Delivers the transactional outbox (lib/outbox): leads to Bitrix24 and
 * letters by mail. Rows are claimed with FOR UPDATE SKIP LOCKED and a
 * lease (`lockedUntil`), so any number of api processes can run it and
 * each row goes to one of them; a crashed worker's lease simply expires.
 * A failure keeps the row pending with its reason and a later
 * `nextAttemptAt` (domain/backoff); nothing is ever dropped.
 */
export const CLAIM_LEASE_SECONDS = 120
export const WORKER_INTERVAL_MS = 15_000

export interface OutboxDeps {
  now: () => Date
  random: () => number
  crm: Bitrix24 | null
  sendLetter: (letter: Letter) => Promise<void>
}

const defaultDeps = (): OutboxDeps => ({
  now: () => new Date(),
  random: Math.random,
  crm: bitrix24FromEnv(),
  sendLetter,
})

type Claimed = Pick<OutboxMessage, 'id' | 'kind' | 'payload' | 'attempts'>

/**
 * Takes up to `limit` due rows for this worker for CLAIM_LEASE_SECONDS. The
 * rows are picked in a CTE, which PostgreSQL runs once: as `id IN (SELECT …
 * LIMIT n FOR UPDATE SKIP LOCKED)` the planner may run the subquery again per
 * row, each run skipping the rows the last one locked, and claim more than
 * `limit` (a test saw 4 rows claimed with a limit of 1).
 */
export async function claimDueMessages(now: Date, limit: number): Promise<Claimed[]> {
  return db.$queryRaw<Claimed[]>`
    WITH due AS (
      SELECT id FROM "OutboxMessage"
       WHERE state = 'pending'::"DeliveryState"
         AND "nextAttemptAt" <= ${now.toISOString()}::timestamp
         AND ("lockedUntil" IS NULL OR "lockedUntil" <= ${now.toISOString()}::timestamp)
       ORDER BY "nextAttemptAt", id
       LIMIT ${limit}
       FOR UPDATE SKIP LOCKED)
    UPDATE "OutboxMessage" AS message
       SET "lockedUntil" = ${now.toISOString()}::timestamp + make_interval(secs => ${CLAIM_LEASE_SECONDS})
      FROM due
     WHERE message.id = due.id
    RETURNING message.id, message.kind, message.payload, message.attempts`
}

/**
 * The lead and what its deal says. An order's lead brings the order in its
 * message (modules/orders wrote it from the order's facts); a message queued
 * before that brings only the order's number and status.
 */
async function leadFacts(leadId: number, order: LeadOrder | undefined) {
  const lead = await db.callbackLead.findUnique({
    where: { id: leadId },
    include: { order: { select: { number: true, status: true } } },
  })
  if (!lead) return null
  const facts: LeadFacts = {
    source: lead.source,
    username: lead.username,
    phone: lead.phone,
    email: lead.email,
    comment: lead.comment,
    order:
      order ??
      (lead.order
        ? { number: lead.order.number, status: lead.order.status, shop: null, lines: [] }
        : null),
  }
  return { lead, facts }
}

/** Contact by phone (or a new one), then the deal, unless an earlier attempt made it. */
async function deliverLead(
  leadId: number,
  order: LeadOrder | undefined,
  crm: Bitrix24 | null,
  now: Date
) {
  if (!crm) throw new Error(CRM_NOT_CONFIGURED)
  const loaded = await leadFacts(leadId, order)
  if (!loaded) return // the lead was deleted by a person: nothing left to deliver
  const { lead, facts } = loaded
  const originId = crmLeadKey(lead.id)
  const earlier = await crm.call<{ ID: string }[]>('crm.deal.list', dealByOrigin(originId))
  let dealId = earlier[0]?.ID ? String(earlier[0].ID) : null
  let contactId = lead.crmContactId
  if (!dealId) {
    // An account order's lead may have no phone: then a new contact, never an empty-phone match.
    const contacts = lead.phone
      ? await crm.call<{ ID: string; PHONE?: { VALUE?: string }[] }[]>('crm.contact.list', {
          filter: { PHONE: lead.phone },
          select: ['ID', 'PHONE'],
        })
      : []
    contactId = lead.phone ? matchContactByPhone(contacts, lead.phone) : null
    if (!contactId) {
      contactId = String(await crm.call('crm.contact.add', { fields: contactFields(facts) }))
    }
    // Remember the contact before the deal: a retry then does not add it again.
    await db.callbackLead.update({ where: { id: lead.id }, data: { crmContactId: contactId } })
    dealId = String(
      await crm.call('crm.deal.add', { fields: dealFields(facts, contactId, originId) })
    )
  }
  await db.callbackLead.update({
    where: { id: lead.id },
    data: {
      crmState: 'delivered',
      crmDealId: dealId,
      crmContactId: contactId,
      deliveredAt: now,
      lastError: null,
    },
  })
}

const payloadOf = (message: Claimed) => message.payload as Record<string, unknown>

async function deliver(message: Claimed, deps: OutboxDeps, now: Date) {
  if (message.kind === 'crm_lead') {
    await deliverLead(
      Number(payloadOf(message).leadId),
      payloadOf(message).order as LeadOrder | undefined,
      deps.crm,
      now
    )
  } else {
    const { to, subject, text } = payloadOf(message) as unknown as Letter
    await deps.sendLetter({ to, subject, text })
  }
}

const redactedLetter = (message: Claimed) =>
  redactLetter(payloadOf(message) as unknown as Letter) as unknown as Prisma.InputJsonObject

const shortReason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 500)

async function recordFailure(message: Claimed, error: unknown, deps: OutboxDeps, now: Date) {
  const attempts = message.attempts + 1
  const reason = shortReason(error)
  const state = isGivingUp(attempts) ? 'failed' : 'pending'
  await db.outboxMessage.update({
    where: { id: message.id },
    data: {
      attempts,
      state,
      lastError: reason,
      lockedUntil: null,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, deps.random)),
    },
  })
  if (message.kind === 'crm_lead') {
    await db.callbackLead.updateMany({
      where: { id: Number(payloadOf(message).leadId) },
      data: { crmState: state, crmAttempts: attempts, lastError: reason },
    })
  }
  logger.warn(
    { outboxId: message.id, kind: message.kind, attempts, reason },
    'Outbox delivery failed'
  )
}

export interface DeliveryReport {
  delivered: number
  retrying: number
  failed: number
}

/** Rows one delivery round claims. */
export const DELIVERY_BATCH = 20

/**
 * Whether a round handled a whole batch, so more may be due at once. A
 * failed row counts: it waits for its backoff, not claimed again now. Only
 * the delivered rows were counted once, and a backlog with a few failing
 * rows (the CRM down) drained a batch per tick: shoppers' letters waited
 * minutes behind it.
 */
export const handledWholeBatch = (report: DeliveryReport, batch = DELIVERY_BATCH) =>
  report.delivered + report.retrying + report.failed >= batch

/** Gives claimed rows back at once, so another worker need not wait for their lease. */
export async function releaseClaims(ids: number[]): Promise<number> {
  if (ids.length === 0) return 0
  const released = await db.outboxMessage.updateMany({
    where: { id: { in: ids }, state: 'pending' },
    data: { lockedUntil: null },
  })
  return released.count
}

/**
 * Delivers what is due now, once; returns what happened. `shouldStop` is
 * asked before each message: when the process is stopping, the rest of the
 * batch is released for the other workers instead of waiting out its lease.
 */
export async function deliverDueMessages(
  options: { limit?: number; deps?: Partial<OutboxDeps>; shouldStop?: () => boolean } = {}
): Promise<DeliveryReport> {
  const deps = { ...defaultDeps(), ...options.deps }
  const now = deps.now()
  const report: DeliveryReport = { delivered: 0, retrying: 0, failed: 0 }
  const claimed = await claimDueMessages(now, options.limit ?? DELIVERY_BATCH)
  for (const [index, message] of claimed.entries()) {
    if (options.shouldStop?.()) {
      await releaseClaims(claimed.slice(index).map((rest) => rest.id))
      break
    }
    try {
      await deliver(message, deps, now)
      await db.outboxMessage.update({
        where: { id: message.id },
        data: {
          // A sent letter's links are spent from the outbox's point of view:
          // keep the letter, not its secrets. Failures keep it whole to retry.
          ...(message.kind === 'mail' ? { payload: redactedLetter(message) } : {}),
          state: 'delivered',
          deliveredAt: now,
          lockedUntil: null,
          lastError: null,
          attempts: message.attempts + 1,
        },
      })
      report.delivered++
    } catch (error) {
      await recordFailure(message, error, deps, now)
      if (isGivingUp(message.attempts + 1)) report.failed++
      else report.retrying++
    }
  }
  return report
}

/** Every pending and failed row, for the delivery script and the docs. */
export async function outboxSummary() {
  const rows = await db.outboxMessage.groupBy({ by: ['kind', 'state'], _count: { _all: true } })
  return rows.map((row) => ({ kind: row.kind, state: row.state, count: row._count._all }))
}

let timer: NodeJS.Timeout | null = null
let stopping = false
let currentRun: Promise<void> | null = null

/**
 * A job that writes outbox rows from what the data says, run before each
 * delivery round (the areas' sweeps, e.g. stock arrival letters): lib cannot
 * import the areas, so the edges that start the worker hand them in.
 */
export type OutboxSource = () => Promise<unknown>

/**
 * Runs the worker in this process every `intervalMs` (no overlapping runs).
 * Off in tests and with OUTBOX_WORKER=off; idempotent per process.
 */
export function startOutboxWorker(
  env: NodeJS.ProcessEnv = process.env,
  intervalMs = WORKER_INTERVAL_MS,
  sources: OutboxSource[] = []
): boolean {
  if (timer || env.NODE_ENV === 'test' || env.OUTBOX_WORKER === 'off') return false
  stopping = false
  const runSources = async () => {
    for (const source of sources) {
      try {
        await source()
      } catch (error) {
        logger.error({ err: error }, 'Outbox source failed')
      }
    }
  }
  const drain = async () => {
    try {
      // Drain what is due, a batch at a time; the sources run before each
      // batch, so a long backlog does not hold back what they would write.
      do {
        await runSources()
      } while (
        !stopping &&
        handledWholeBatch(await deliverDueMessages({ shouldStop: () => stopping }))
      )
    } catch (error) {
      logger.error({ err: error }, 'Outbox worker run failed')
    }
  }
  const tick = () => {
    if (currentRun || stopping) return
    currentRun = drain().finally(() => (currentRun = null))
  }
  timer = setInterval(tick, intervalMs)
  timer.unref()
  tick()
  return true
}

/**
 * Stops the worker for a graceful shutdown: no new runs, the message being
 * delivered finishes, and the rest of its batch is released (not left locked
 * for CLAIM_LEASE_SECONDS).
 */
export async function stopOutboxWorker(): Promise<void> {
  stopping = true
  if (timer) clearInterval(timer)
  timer = null
  await currentRun
}
