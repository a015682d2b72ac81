import type { Order, Prisma } from '@prisma/client'

import { recordAudit } from 'src/lib/audit'
import { db } from 'src/lib/db'
import { ConflictError } from 'src/lib/errors'
import { lockAnyOrder, transitionOrder } from 'src/modules/orders'
import { amountDue, chargeOfFee } from 'src/modules/orders/rules/delivery'
import { recordPaidOutside, refundCancelledOrderPayment } from 'src/modules/payments'

import {
  intentOf,
  oneCOf,
  parseStatusDocuments,
  planOf,
  targetOf,
  type StatusDocument,
} from '../rules/statusDocument'

/**
 * Statuses back from 1C (issue 32 §4): each posted document finds its order
 * by the shop's number (its Ид or Номер), keeps 1C's number and date on it,
 * and makes the moves 1C reports through the orders area's one transition
 * step, actor «1С» (`exchange`): the history, the buyer's letters and
 * notifications are a manager's. A number the shop does not know, or a move
 * the lifecycle refuses, is a remark; the same document again changes
 * nothing. A change 1C made stamps Order.oneCChangedAt, so the order is not
 * sent back to 1C until the site changes it.
 */

export interface StatusApplication {
  /** Documents that changed their order. */
  applied: number
  remarks: string[]
}

interface Actor {
  userId: number
}

const refOf = (doc: StatusDocument) => doc.number || doc.id || '(без номера)'

async function findOrder(doc: StatusDocument) {
  const candidates = [doc.id, doc.number].filter(Boolean)
  if (!candidates.length) return null
  const rows = await db.order.findMany({
    where: { number: { in: candidates }, status: { not: 'draft' } },
    select: { id: true, number: true },
  })
  // The Ид first: 1C keeps the shop's Ид and may put its own number in Номер.
  return rows.find((r) => r.number === doc.id) ?? rows[0] ?? null
}

async function applyOne(
  tx: Prisma.TransactionClient,
  order: Order,
  doc: StatusDocument,
  who: { id: number; email: string },
  remarks: string[]
): Promise<boolean> {
  // The audit names the document; the history and the buyer's letters carry no comment,
  // as a manager's move without one (a comment there reads «Комментарий менеджера»).
  const comment = `Из 1С: документ ${refOf(doc)}`
  let changed = false
  const oneC = oneCOf(doc, order.number)
  const oneCDate = oneC?.date ? new Date(`${oneC.date}T00:00:00Z`) : null
  if (
    oneC &&
    (oneC.number !== order.oneCNumber ||
      (oneC.date ?? null) !== (order.oneCDate?.toISOString().slice(0, 10) ?? null))
  ) {
    await tx.order.update({
      where: { id: order.id },
      data: { oneCNumber: oneC.number, oneCDate },
    })
    changed = true
  }
  const intent = intentOf(doc.requisites)
  if (intent.paid && !intent.cancelled) {
    const fee = order.deliveryFee === null ? null : Number(order.deliveryFee)
    const paid = await recordPaidOutside(tx, order, {
      actor: 'exchange',
      actorId: who.id,
      comment: 'Оплачено по данным 1С',
      amount: amountDue(Number(order.total ?? 0), chargeOfFee(fee)),
    })
    if (paid.kind === 'refuse') remarks.push(`Заказ ${order.number}: ${paid.reason}`)
    if (paid.kind === 'paid') {
      changed = true
      await recordAudit(tx, {
        action: 'order.payment',
        entity: 'order',
        entityId: order.id,
        before: { paymentStatus: order.paymentStatus },
        after: { paymentStatus: 'paid', comment },
        actor: who,
      })
    }
  }
  const plan = planOf(order.status, targetOf(intent))
  if ('remark' in plan) {
    remarks.push(`Заказ ${order.number}: ${plan.remark}`)
  } else {
    let status = order.status
    for (const to of plan.steps) {
      await transitionOrder(
        tx,
        { id: order.id, status },
        { to, actor: 'exchange', actorId: who.id, comment }
      )
      await recordAudit(tx, {
        action: 'order.transition',
        entity: 'order',
        entityId: order.id,
        before: { status },
        after: { status: to, comment },
        actor: who,
      })
      status = to
      changed = true
    }
  }
  if (changed) {
    // One instant for both: updatedAt not later than oneCChangedAt means «last changed by 1C».
    const now = new Date()
    await tx.order.update({ where: { id: order.id }, data: { oneCChangedAt: now, updatedAt: now } })
  }
  return changed
}

/**
 * A paid order 1C cancelled: its online payment goes back through the
 * provider, as after a manager's cancel. The cancel stands whatever the
 * provider answers; a refund the shop could not start is a remark for staff.
 */
async function refundAfterCancel(
  order: { id: number; number: string },
  actorId: number,
  remarks: string[]
) {
  try {
    await refundCancelledOrderPayment(order.id, { actor: 'exchange', actorId })
  } catch (error) {
    remarks.push(
      `Заказ ${order.number}: отменён, но оплату не удалось вернуть автоматически (${(error as Error).message}). Верните её на странице заказа.`
    )
  }
}

/** 1C's posted document: every order it names, each in its own transaction. */
export async function applyStatusDocument(xml: Buffer, actor: Actor): Promise<StatusApplication> {
  const documents = parseStatusDocuments(xml)
  const account = await db.user.findUniqueOrThrow({
    where: { id: actor.userId },
    select: { id: true, email: true },
  })
  const remarks: string[] = []
  let applied = 0
  for (const doc of documents) {
    const found = await findOrder(doc)
    if (!found) {
      remarks.push(`Документ ${refOf(doc)}: заказа с таким номером на сайте нет.`)
      continue
    }
    try {
      const outcome = await db.$transaction(async (tx) => {
        const order = await lockAnyOrder(tx, found.id)
        const changed = await applyOne(tx, order, doc, account, remarks)
        const after = await tx.order.findUniqueOrThrow({
          where: { id: order.id },
          select: { status: true, paymentStatus: true },
        })
        return {
          changed,
          cancelledPaid:
            order.status !== 'cancelled' &&
            after.status === 'cancelled' &&
            after.paymentStatus === 'paid',
        }
      })
      if (outcome.changed) applied++
      // As after a manager's cancel: a paid order's online payment goes back (once committed).
      if (outcome.cancelledPaid) await refundAfterCancel(found, account.id, remarks)
    } catch (error) {
      // The lifecycle's refusal (or a move made meanwhile) is the document's remark, never a failure.
      if (error instanceof ConflictError) remarks.push(`Заказ ${found.number}: ${error.message}`)
      else throw error
    }
  }
  return { applied, remarks }
}
