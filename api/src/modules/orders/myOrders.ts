import type { OrderStatus, Prisma } from '@prisma/client'

import { db } from 'src/lib/db'
import {
  ORDER_GROUPS,
  isOrderStatus,
  removalOf,
  type OrderStatusName,
} from 'src/lib/domain/orderLifecycle'
import { type Page, type PageRules, type RawPageRequest } from 'src/lib/domain/pagination'
import { ConflictError, InvalidInputError } from 'src/lib/errors'
import { removeOrderFolder } from 'src/lib/orderFiles/storage'
import { findPage } from 'src/lib/paging'
import { containsText } from 'src/lib/textFilter'
import { requireViewerId } from 'src/lib/viewer'

import { loadView, orderInclude, toOrderView, type OrderView } from './readModel/orderFacts'
import { findOwnOrder, lockOwnOrder } from './workflow/orderAccess'
import type { RefundCancelledOrder } from './workflow/refundPort'
import { transitionOrder } from './workflow/transition'

/** A customer's own orders: one, the account tabs, search, and removing one. */

export const ORDER_PAGE_RULES: PageRules = { defaultPageSize: 20, maxPageSize: 100 }

/** GET /order/{id}/: the caller's own order. */
export async function getMyOrder(id: number): Promise<OrderView> {
  const order = await findOwnOrder(id)
  return loadView(order.id)
}

export type OrderGroup = keyof typeof ORDER_GROUPS

/** The account tabs (SPEC §2): current (GET /order/), drafts (/available/), history (/latest/). */
export async function listMyOrders(
  group: OrderGroup,
  input: RawPageRequest = {}
): Promise<Page<OrderView>> {
  return searchMyOrders({ ...input, statuses: [...ORDER_GROUPS[group]] })
}

export interface OrderSearchInput extends RawPageRequest {
  /** Part of the number, e.g. «1042» or «A-001042». */
  number?: string | null
  /** Created on or after this day (YYYY-MM-DD, Almaty time is close enough to UTC+5). */
  dateFrom?: string | null
  /** Created on or before this day. */
  dateTo?: string | null
  status?: string | null
  statuses?: OrderStatusName[]
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const ALMATY_OFFSET = '+05:00'

function parseDay(value: string | null | undefined, field: string, endOfDay: boolean) {
  if (!value) return undefined
  const date = DAY.test(value)
    ? new Date(`${value}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}${ALMATY_OFFSET}`)
    : new Date(NaN)
  if (Number.isNaN(date.getTime())) {
    throw new InvalidInputError({ [field]: ['Введите дату в формате ГГГГ-ММ-ДД.'] })
  }
  return date
}

/** GET /order/search/: the caller's orders by number, date range and status, newest first. */
export async function searchMyOrders(input: OrderSearchInput = {}): Promise<Page<OrderView>> {
  const userId = requireViewerId()
  const fields: Record<string, string[]> = {}
  let statuses = input.statuses
  if (input.status) {
    if (!isOrderStatus(input.status)) {
      fields.status = [`Неизвестный статус «${input.status}».`]
    } else statuses = (statuses ?? [input.status]).filter((s) => s === input.status)
  }
  if (Object.keys(fields).length) throw new InvalidInputError(fields)
  const from = parseDay(input.dateFrom, 'date_from', false)
  const to = parseDay(input.dateTo, 'date_to', true)
  const number = input.number?.trim().slice(0, 20)
  const where: Prisma.OrderWhereInput = {
    userId,
    ...(statuses ? { status: { in: statuses as OrderStatus[] } } : {}),
    ...(number ? { number: containsText(number) } : {}),
    ...(from || to ? { createdAt: { gte: from, lte: to } } : {}),
  }
  const page = await findPage(input, ORDER_PAGE_RULES, (window) => [
    db.order.count({ where }),
    db.order.findMany({
      where,
      include: orderInclude,
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      ...window,
    }),
  ])
  return { ...page, results: page.results.map(toOrderView) }
}

/**
 * DELETE /order/{id}/ by its owner (orderLifecycle.removalOf): a draft is
 * deleted (null), an order not yet confirmed is cancelled through the
 * transition (the order), a later one is 409. A paid order's payment goes
 * back after the cancel is committed (the payments area's refund, handed in
 * by the edge: workflow/refundPort; issue 28 §1).
 */
export async function deleteMyOrder(
  id: number,
  refundCancelledOrderPayment: RefundCancelledOrder
): Promise<OrderView | null> {
  const userId = requireViewerId()
  const result = await db.$transaction(async (tx) => {
    const order = await lockOwnOrder(tx, id)
    const removal = removalOf(order.status)
    if (removal.kind === 'refuse') throw new ConflictError(removal.reason)
    if (removal.kind === 'delete') {
      await tx.order.delete({ where: { id: order.id } })
      return null
    }
    await transitionOrder(tx, order, { to: 'cancelled', actor: 'customer', actorId: userId })
    return loadView(order.id, tx)
  })
  // The draft's rows are gone (files cascade); its uploaded bytes go after the commit.
  if (result === null) await removeOrderFolder(id)
  if (result?.paymentStatus === 'paid') {
    await refundCancelledOrderPayment(id, { actor: 'customer', actorId: userId })
    return loadView(id)
  }
  return result
}
