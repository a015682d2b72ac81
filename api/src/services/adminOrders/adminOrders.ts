import type { OrderStatus, Prisma } from '@prisma/client'

import { auditOrdersExport } from 'src/lib/audit'
import { db } from 'src/lib/db'
import { pageWindowOf, type SortDirection } from 'src/lib/domain/adminList'
import { NON_FIELD_ERRORS } from 'src/lib/domain/inputFields'
import { totalsOf } from 'src/lib/domain/money'
import {
  ORDER_STATUS_TITLES,
  movesFrom,
  orderActionLabel,
  orderStatusTitle,
  type OrderStatusName,
} from 'src/lib/domain/orderLifecycle'
import { stockSum, stockView } from 'src/lib/domain/stock'
import { ConflictError, InvalidInputError, NotFoundError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { orderFileDownloadPath } from 'src/lib/orderFiles/download'
import { orderFileSafeCopyPath } from 'src/lib/orderFiles/safeCopy'
import { shopAddressOf } from 'src/lib/runtime/shopAddress'
import { requireOrderStaff } from 'src/lib/staffAccess'
import { containsText } from 'src/lib/textFilter'
import {
  CONCURRENT_CHANGE_MESSAGE,
  historyOfOrder,
  lockPlacedOrder,
  moveAsStaff,
  ORDER_NOT_FOUND,
  orderFacts,
  orderInclude,
  refundIfCancelledPaid,
} from 'src/modules/orders'
import { FULFILMENT_TITLES, type FulfilmentMethod } from 'src/modules/orders/rules/delivery'
import { buyerOf, profileIfDifferent } from 'src/modules/orders/rules/orderBuyer'
import {
  adminOrderExportSchema,
  adminOrderListSchema,
  EXPORT_MAX_ROWS,
  EXPORT_TOO_LARGE_MESSAGE,
  placedRange,
  searchTerms,
  staffOrderMoveInput,
  STAFF_ORDER_STATUSES,
  type AdminOrderExportInput,
  type AdminOrderFilter,
  type AdminOrderListInput,
  type ExportOrder,
  type SearchWord,
} from 'src/modules/orders/rules/staffOrderList'
import { refundCancelledOrderPayment, refundOrderPayment } from 'src/modules/payments'
import {
  PAYMENT_STATE_TITLES,
  type PaymentStateName,
} from 'src/modules/payments/rules/paymentLifecycle'

/**
 * The back office's orders (issue 18 «Orders»), for ORDER_STAFF_ROLES: the
 * filtered list with its counts per status, one order with everything its
 * page shows, the staff's moves, and the rows of the export. Drafts are the
 * shoppers' own: no screen here shows them.
 */

const buyerSelect = {
  email: true,
  lastName: true,
  firstName: true,
  middleName: true,
  phone: true,
} satisfies Prisma.UserSelect

/**
 * Where a search word may be found: text fields as typed (case-insensitive),
 * and the number by its spelling as stored («а-0010» → «A-0010», «а-1048» →
 * A-001048), whatever layout the letter was typed on.
 */
const wordMatches = (word: SearchWord): Prisma.OrderWhereInput[] => {
  const contains = containsText(word.text)
  return [
    { number: contains },
    ...(word.numberPart ? [{ number: { startsWith: word.numberPart } }] : []),
    ...(word.number ? [{ number: word.number }] : []),
    { guestName: contains },
    { guestEmail: contains },
    { contactName: contains },
    { contactEmail: contains },
    { user: { email: contains } },
    { user: { lastName: contains } },
    { user: { firstName: contains } },
    { user: { middleName: contains } },
  ]
}

/**
 * The query of a filter. `withStatus: false` leaves the status out: the
 * counts per status are of everything else the filter asks.
 */
export function whereOf(
  filter: AdminOrderFilter,
  { withStatus }: { withStatus: boolean }
): Prisma.OrderWhereInput {
  const and: Prisma.OrderWhereInput[] = [{ status: { not: 'draft' }, placedAt: { not: null } }]
  if (withStatus && filter.status.length) {
    and.push({ status: { in: filter.status as OrderStatus[] } })
  }
  if (filter.shop) and.push({ shopId: filter.shop })
  const range = placedRange(filter)
  if (range.gte || range.lt) and.push({ placedAt: range })
  if (filter.kind) and.push({ userId: filter.kind === 'guest' ? null : { not: null } })
  if (filter.fulfilment) and.push({ fulfilment: filter.fulfilment })
  if (filter.paymentType) and.push({ paymentTypeId: filter.paymentType })
  if (filter.paymentStatus) and.push({ paymentStatus: filter.paymentStatus })
  const terms = searchTerms(filter.search)
  if (terms) {
    // Every word must be found somewhere («Сейткали Алия»), or the whole text
    // names a number («Заказ № А-001048»), or the digits are in a phone.
    const either: Prisma.OrderWhereInput[] = [
      { AND: terms.words.map((word) => ({ OR: wordMatches(word) })) },
    ]
    if (terms.orderNumber) either.push({ number: terms.orderNumber })
    if (terms.phoneDigits) {
      either.push(
        { guestPhone: { contains: terms.phoneDigits } },
        { contactPhone: { contains: terms.phoneDigits } },
        { user: { phone: { contains: terms.phoneDigits } } }
      )
    }
    and.push({ OR: either })
  }
  return { AND: and }
}

const orderByOf = (
  sort: string,
  direction: SortDirection
): Prisma.OrderOrderByWithRelationInput[] => [{ [sort]: direction }, { id: direction }]

const rowInclude = {
  shop: { select: { id: true, name: true } },
  user: { select: buyerSelect },
  items: { select: { quantity: true, price: true } },
  paymentType: { select: { name: true } },
} satisfies Prisma.OrderInclude

type RowOrder = Prisma.OrderGetPayload<{ include: typeof rowInclude }>

export interface AdminOrderRow extends ExportOrder {
  id: number
  status: OrderStatusName
  fulfilment: FulfilmentMethod
  /** A delivery's city (the list's «Получение» column); null for pickup. */
  deliveryCity: string | null
  paymentStatus: PaymentStateName | null
}

function toRow(order: RowOrder): AdminOrderRow {
  const totals = totalsOf(order.items)
  // Whom to call, by the order's one buyer rule (typed contact, else profile, else guest).
  const customer = buyerOf(order)
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusTitle: orderStatusTitle(order.status, order.fulfilment),
    placedAt: order.placedAt,
    isGuest: order.userId === null,
    customerName: customer.name,
    phone: customer.phone,
    email: customer.email,
    shopName: order.shop?.name ?? null,
    fulfilment: order.fulfilment,
    fulfilmentTitle: FULFILMENT_TITLES[order.fulfilment],
    deliveryCity: order.fulfilment === 'delivery' ? order.deliveryCity || null : null,
    deliveryPlace: [order.deliveryCity, order.deliveryAddress].filter(Boolean).join(', '),
    paymentTypeName: order.paymentType?.name ?? null,
    paymentStatus: order.paymentStatus,
    paymentStatusTitle: order.paymentStatus ? PAYMENT_STATE_TITLES[order.paymentStatus] : null,
    count: totals.count,
    // Fixed when placed; older rows without it show today's sum of their lines.
    total: order.total !== null ? Number(order.total) : totals.total,
    comment: order.comment,
  }
}

/** GraphQL adminOrders: one page of the filtered list and the counts per status. */
export async function listAdminOrders(input: AdminOrderListInput) {
  requireOrderStaff()
  const where = whereOf(input, { withStatus: true })
  const [count, orders, byStatus] = await Promise.all([
    db.order.count({ where }),
    db.order.findMany({
      where,
      include: rowInclude,
      orderBy: orderByOf(input.sort, input.direction),
      ...pageWindowOf(input),
    }),
    db.order.groupBy({
      by: ['status'],
      where: whereOf(input, { withStatus: false }),
      _count: { _all: true },
    }),
  ])
  const counted = new Map(byStatus.map((group) => [group.status, group._count._all]))
  return {
    count,
    page: input.page,
    pageSize: input.pageSize,
    results: orders.map(toRow),
    statusCounts: STAFF_ORDER_STATUSES.map((status) => ({
      status,
      statusTitle: ORDER_STATUS_TITLES[status],
      count: counted.get(status) ?? 0,
    })),
  }
}

/** The export's rows: the whole filtered list, sorted; 400 past EXPORT_MAX_ROWS. */
export async function exportAdminOrders(input: AdminOrderExportInput): Promise<AdminOrderRow[]> {
  requireOrderStaff()
  const where = whereOf(input, { withStatus: true })
  const orders = await db.order.findMany({
    where,
    include: rowInclude,
    orderBy: orderByOf(input.sort, input.direction),
    take: EXPORT_MAX_ROWS + 1,
  })
  if (orders.length > EXPORT_MAX_ROWS) {
    throw new InvalidInputError({ [NON_FIELD_ERRORS]: [EXPORT_TOO_LARGE_MESSAGE] })
  }
  // Every buyer's name, contacts and sums leave the shop: who took them is recorded.
  await auditOrdersExport(input as unknown as Record<string, unknown>, orders.length)
  return orders.map(toRow)
}

/**
 * One order as its staff page shows it: the order's facts (the one read
 * model: buyer, typed contact and profile, company, delivery or pickup,
 * payment, lines as frozen, files) plus what is the staff's own — whether its
 * payment may be returned, today's stock of each line in every shop, the
 * files' download links, the history and the moves allowed. 404 for a draft
 * (not yet the shop's).
 */
export async function adminOrderDetail(id: number) {
  requireOrderStaff()
  const [order, shops] = await Promise.all([
    db.order.findUnique({ where: { id }, include: orderInclude }),
    db.shop.findMany({ orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
  ])
  if (!order || order.status === 'draft') throw new NotFoundError(ORDER_NOT_FOUND)
  const facts = orderFacts(order)
  return {
    ...facts,
    // Staff may return the money of a paid order (issue 20 part 3).
    canRefund: facts.paymentStatus === 'paid',
    // The profile beside the typed contact only when it says something else.
    profile: profileIfDifferent(order),
    items: facts.items.map((item) => {
      const counts = new Map(
        stockView(item.product.stock, true).map((line) => [line.shopId, line.count ?? 0])
      )
      return {
        ...item,
        // Today's stock in every shop, for the manager who confirms the order.
        stock: shops.map((shop) => ({
          shopId: shop.id,
          shopName: shop.name,
          count: counts.get(shop.id) ?? 0,
        })),
        totalStock: stockSum(item.product.stock),
      }
    }),
    files: facts.files.map((file) => ({
      ...file,
      downloadUrl: orderFileDownloadPath(file.orderId, file.id),
      safeCopyUrl: orderFileSafeCopyPath(file.orderId, file.id),
    })),
    history: await historyOfOrder(facts.id),
    moves: movesFrom(facts.status, 'staff').map((status) => ({
      status,
      label: orderActionLabel(status, facts.fulfilment.method),
      statusTitle: orderStatusTitle(status, facts.fulfilment.method),
    })),
  }
}

export type AdminOrderDetail = Awaited<ReturnType<typeof adminOrderDetail>>

/**
 * A move from the order page. The page sends the status it showed: if the
 * order has moved since (another manager was quicker), nothing changes and
 * the answer is 409 with CONCURRENT_CHANGE_MESSAGE; the page then shows the
 * order as it is now. The lock makes two moves at once take turns.
 */
export async function moveAdminOrderStatus(raw: unknown): Promise<AdminOrderDetail> {
  const staffId = requireOrderStaff()
  const input = parseInput(staffOrderMoveInput, raw)
  const moved = await db.$transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, input.id)
    if (order.status !== input.expectedStatus) {
      throw new ConflictError(CONCURRENT_CHANGE_MESSAGE, { status: order.status })
    }
    await moveAsStaff(tx, order, { to: input.status, comment: input.comment, staffId })
    return tx.order.findUniqueOrThrow({
      where: { id: order.id },
      select: { id: true, status: true, paymentStatus: true },
    })
  })
  await refundIfCancelledPaid(moved, staffId, refundCancelledOrderPayment)
  return adminOrderDetail(input.id)
}

// GraphQL resolvers: each parses its arguments with the use case's one schema.

export const adminOrders = async (args: Record<string, unknown>) => {
  // Who asks is checked before what they ask: a guest hears 401, not a field error.
  requireOrderStaff()
  return listAdminOrders(parseInput(adminOrderListSchema, args))
}

export const adminOrder = async ({ id }: { id: number }) => adminOrderDetail(id)

export const moveAdminOrder = async (args: Record<string, unknown>) => moveAdminOrderStatus(args)

/** «Вернуть оплату» on the order page: the gateway's refund, then the page's order. */
export const refundAdminOrderPayment = async ({ id }: { id: number }) => {
  await refundOrderPayment(
    id,
    shopAddressOf((context.event as { headers?: Record<string, string> } | undefined)?.headers)
  )
  return adminOrderDetail(id)
}

/** The export's query string, parsed by the list's filter schema (REST). */
export const parseExportQuery = async (raw: unknown) => {
  requireOrderStaff()
  return parseInput(adminOrderExportSchema, raw)
}
