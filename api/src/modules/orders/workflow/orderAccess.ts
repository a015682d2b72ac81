import type { Order, Prisma } from '@prisma/client'

import { db } from 'src/lib/db'
import { isEditable, NOT_EDITABLE_MESSAGE } from 'src/lib/domain/orderLifecycle'
import { checkOrderLine, MAX_LINE_QUANTITY } from 'src/lib/domain/orderLines'
import { ConflictError, NotFoundError } from 'src/lib/errors'
import { requireViewerId } from 'src/lib/viewer'

import { availableTotalsOf } from './stockReservations'

/**
 * Who may touch an order, and how lines get into a draft. Shared by the order
 * service and the order files service, so that «only the owner, only a
 * draft, capped by stock» is written once.
 */

/** Someone else's order answers exactly like a missing one: no hint that it exists. */
export const ORDER_NOT_FOUND = 'Заказ не найден.'

/** The caller's own order (any status); 401 for guests, 404 for others' or missing ones. */
export async function findOwnOrder(id: number, client: Prisma.TransactionClient = db) {
  const userId = requireViewerId()
  const order = await client.order.findFirst({ where: { id, userId } })
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND)
  return order
}

/**
 * Locks the caller's own order row until `tx` ends (SELECT … FOR UPDATE), so
 * that concurrent changes of one order (place, fill, edit) run one after
 * another and each sees the other's result.
 */
export async function lockOwnOrder(tx: Prisma.TransactionClient, id: number): Promise<Order> {
  const userId = requireViewerId()
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM "Order" WHERE id = ${id} AND "userId" = ${userId} FOR UPDATE`
  if (rows.length === 0) throw new NotFoundError(ORDER_NOT_FOUND)
  return tx.order.findUniqueOrThrow({ where: { id } })
}

/** Locks a guest's order (the caller has checked the key of its page). */
export async function lockGuestOrder(tx: Prisma.TransactionClient, id: number): Promise<Order> {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM "Order" WHERE id = ${id} AND "userId" IS NULL FOR UPDATE`
  if (rows.length === 0) throw new NotFoundError(ORDER_NOT_FOUND)
  return tx.order.findUniqueOrThrow({ where: { id } })
}

/** Locks any order for the shop's staff (the caller has checked the role). */
export async function lockAnyOrder(tx: Prisma.TransactionClient, id: number): Promise<Order> {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM "Order" WHERE id = ${id} FOR UPDATE`
  if (rows.length === 0) throw new NotFoundError(ORDER_NOT_FOUND)
  return tx.order.findUniqueOrThrow({ where: { id } })
}

/**
 * Locks an order the shop has (placed, any later status) for its staff; a
 * draft answers 404 like a missing order: drafts and their files are the
 * shopper's own until placed (issue 28 §4).
 */
export async function lockPlacedOrder(tx: Prisma.TransactionClient, id: number): Promise<Order> {
  const order = await lockAnyOrder(tx, id)
  if (order.status === 'draft') throw new NotFoundError(ORDER_NOT_FOUND)
  return order
}

/**
 * The orders a caller may read (invoices, files): their own in any status
 * and, for staff who work orders, every placed one; never another's draft.
 */
export function readableOrders(viewerId: number, staff: boolean): Prisma.OrderWhereInput {
  return staff ? { OR: [{ userId: viewerId }, { status: { not: 'draft' } }] } : { userId: viewerId }
}

/** 409 unless the order is a draft (items, files and fills change only then). */
export function assertEditable(order: Pick<Order, 'status'>) {
  if (!isEditable(order.status)) throw new ConflictError(NOT_EDITABLE_MESSAGE)
}

/** Locks the caller's own draft for a change of its lines (404 / 409 otherwise). */
export async function lockOwnDraft(tx: Prisma.TransactionClient, id: number): Promise<Order> {
  const order = await lockOwnOrder(tx, id)
  assertEditable(order)
  return order
}

export interface LineRequest {
  productId: number
  /** Whole number ≥ 1 (lineQuantity). */
  quantity: number
}

export interface WrittenLine {
  productId: number
  /** What was asked in total (existing + added, or the new value). */
  requested: number
  /** What the order line holds now. */
  quantity: number
  /** Lowered to the stock. */
  capped: boolean
  /** Stock above 0 (SPEC §4: valid and pre-checked). */
  correct: boolean
  /** 'В наличии {N} товаров' when lowered (0 when nothing is in stock), else null. */
  message: string | null
}

/**
 * Writes lines into a locked draft. `mode: 'add'` adds to what a line holds
 * (the same product twice is one line), `'set'` replaces a line's quantity,
 * `replace: true` first empties the draft. Each line is lowered to what all
 * shops have free of placed orders' holds by checkOrderLine (SPEC §4); a
 * product with nothing free keeps what was asked and is marked incorrect, so
 * the shopper sees it and decides.
 */
export async function writeDraftLines(
  tx: Prisma.TransactionClient,
  orderId: number,
  lines: LineRequest[],
  options: { mode: 'add' | 'set'; replace?: boolean } = { mode: 'add' }
): Promise<WrittenLine[]> {
  if (options.replace) await tx.orderItem.deleteMany({ where: { orderId } })
  const asked = new Map<number, number>()
  for (const line of lines) {
    const before = options.mode === 'add' ? (asked.get(line.productId) ?? 0) : 0
    asked.set(line.productId, before + line.quantity)
  }
  const productIds = [...asked.keys()]
  if (productIds.length === 0) return []
  const [stock, existing] = await Promise.all([
    availableTotalsOf(tx, productIds),
    options.mode === 'add' && !options.replace
      ? tx.orderItem.findMany({ where: { orderId, productId: { in: productIds } } })
      : Promise.resolve([]),
  ])
  const held = new Map(existing.map((item) => [item.productId, item.quantity]))

  const written: WrittenLine[] = []
  for (const productId of productIds) {
    const requested = Math.min(
      MAX_LINE_QUANTITY,
      (held.get(productId) ?? 0) + (asked.get(productId) ?? 0)
    )
    const check = checkOrderLine(requested, stock.get(productId) ?? 0)
    const quantity = check.correct ? check.quantity : requested
    await tx.orderItem.upsert({
      where: { orderId_productId: { orderId, productId } },
      create: { orderId, productId, quantity },
      update: { quantity },
    })
    written.push({
      productId,
      requested,
      quantity,
      capped: check.correct && check.capped,
      correct: check.correct,
      message: check.message,
    })
  }
  await tx.order.update({ where: { id: orderId }, data: { updatedAt: new Date() } })
  return written
}
