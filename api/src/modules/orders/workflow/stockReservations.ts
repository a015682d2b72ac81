import { Prisma } from '@prisma/client'

import { announceCacheChange } from 'src/lib/cacheSignals'
import { db } from 'src/lib/db'
import { OPEN_ORDER_STATUSES, type OrderStatusName } from 'src/lib/domain/orderLifecycle'
import { stockMessage } from 'src/lib/domain/orderLines'
import {
  availableStock,
  RESERVATION_NOT_COVERED_MESSAGE,
  stockShortMessage,
  uncoveredOrders,
  type Availability,
} from 'src/lib/domain/stockAvailability'
import { ConflictError } from 'src/lib/errors'

/**
 * Stock reservations (issue 28 §2): a placed order holds its units until it
 * is completed or cancelled, so the last unit is sold once. The transition
 * step calls `moveReservations` on every status change; placing, payment,
 * the draft cap and the dashboard read through the rule of
 * domain/stockAvailability.
 */

/**
 * Serialises everyone reserving these products until `tx` ends: one
 * transaction-scoped advisory lock per product, taken in id order so two
 * orders sharing products never wait on each other crosswise. An advisory
 * lock rather than the product rows' lock: adding to carts and drafts
 * (foreign keys to Product) and catalogue edits are not held up by it.
 */
async function lockProductsForReservation(tx: Prisma.TransactionClient, productIds: number[]) {
  for (const id of [...new Set(productIds)].sort((a, b) => a - b)) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('akvatoria:stock'), ${id}::int)`
  }
}

/** Each product's availability now (stock less every active reservation). */
export async function availabilityOfProducts(
  tx: Prisma.TransactionClient,
  productIds: number[]
): Promise<Map<number, Availability>> {
  const [stock, held] = await Promise.all([
    tx.stock.findMany({
      where: { productId: { in: productIds } },
      select: { productId: true, shopId: true, count: true },
    }),
    tx.stockReservation.findMany({
      where: { productId: { in: productIds } },
      select: { productId: true, shopId: true, quantity: true },
    }),
  ])
  return new Map(
    productIds.map((id) => [
      id,
      availableStock(
        stock.filter((row) => row.productId === id),
        held.filter((row) => row.productId === id)
      ),
    ])
  )
}

/** Total units each product still has for a new order (the draft cap). */
export async function availableTotalsOf(
  tx: Prisma.TransactionClient,
  productIds: number[]
): Promise<Map<number, number>> {
  const availability = await availabilityOfProducts(tx, productIds)
  return new Map(productIds.map((id) => [id, availability.get(id)?.total ?? 0]))
}

/**
 * What guests are shown is kept for them up to a minute (lib/rest/responseCache):
 * a hold taken or freed changes availability, so every api process forgets
 * those copies when the transaction commits, as after a catalogue write.
 */
const announceAvailabilityChange = (tx: Prisma.TransactionClient) =>
  announceCacheChange(tx, 'catalog')

/**
 * How placing treats a line above what is free: a customer's order is
 * refused (409 with each line), a guest's operator order keeps what was asked
 * (the operator confirms it with the guest, SPEC §2) and holds what is free.
 */
export type WhenShort = 'refuse' | 'hold-what-is-free'

/**
 * Holds the lines of an order being placed, in the shop it names (or against
 * all shops), after locking its products: so of parallel placings of the
 * last unit exactly one holds it and the others are told what is left. A
 * line may take what all shops have free (domain/stockAvailability).
 */
async function reserveOrder(tx: Prisma.TransactionClient, orderId: number, whenShort: WhenShort) {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      shopId: true,
      items: {
        select: {
          id: true,
          productId: true,
          quantity: true,
          product: { select: { article: true, name: true, isActive: true } },
        },
        orderBy: { id: 'asc' },
      },
    },
  })
  const productIds = order.items.map((item) => item.productId)
  if (productIds.length === 0) return
  await lockProductsForReservation(tx, productIds)
  // Stock writers wait until this placing commits, so the check and the hold see the same counts.
  await tx.$queryRaw`SELECT 1 FROM "Stock" WHERE "productId" IN (${Prisma.join(productIds)}) FOR SHARE`
  const availability = await availabilityOfProducts(tx, productIds)
  const lines = order.items.map((item) => ({
    item,
    available: item.product.isActive ? availability.get(item.productId)!.total : 0,
  }))
  const short = lines.filter(({ item, available }) => item.quantity > available)
  if (short.length && whenShort === 'refuse') {
    throw new ConflictError(
      stockShortMessage(
        short.map(({ item, available }) => ({ name: item.product.name, available }))
      ),
      {
        items: short.map(({ item, available }) => ({
          id: item.id,
          article: item.product.article,
          quantity: item.quantity,
          available,
          message: stockMessage(available),
        })),
      }
    )
  }
  const holds = lines
    .map(({ item, available }) => ({
      orderId,
      productId: item.productId,
      shopId: order.shopId,
      quantity: Math.min(item.quantity, available),
    }))
    .filter((hold) => hold.quantity > 0)
  const { count } = await tx.stockReservation.createMany({ data: holds, skipDuplicates: true })
  if (count) await announceAvailabilityChange(tx)
}

/**
 * What a status change does to the order's held stock: placing holds it
 * (`whenShort` says what a shortage means), completing or cancelling frees
 * it. Called by the transition step, so no path to or from «placed» misses it.
 */
export async function moveReservations(
  tx: Prisma.TransactionClient,
  orderId: number,
  to: OrderStatusName,
  whenShort: WhenShort
) {
  if (to === 'placed') await reserveOrder(tx, orderId, whenShort)
  else if (to === 'completed' || to === 'cancelled') {
    const { count } = await tx.stockReservation.deleteMany({ where: { orderId } })
    if (count) await announceAvailabilityChange(tx)
  }
}

/**
 * Active orders whose held units the stock no longer covers (an import, the
 * 1C exchange or an editor lowered it after they were placed), with the
 * products short. Derived from the data rather than marked by each stock
 * writer: every writer — those of today and any later one, even a manual
 * fix in the database — is covered without remembering to mark, and an
 * order leaves the list by itself once the stock is back or it is closed.
 * Holds are served in placement order (domain uncoveredOrders).
 */
export async function ordersShortOfStock(
  client: Prisma.TransactionClient = db,
  onlyOrderId?: number
): Promise<{ orderId: number; productIds: number[] }[]> {
  const productFilter = onlyOrderId
    ? { productId: { in: await heldProductIds(client, onlyOrderId) } }
    : {}
  const holds = await client.stockReservation.findMany({
    where: { ...productFilter, order: { status: { in: [...OPEN_ORDER_STATUSES] } } },
    select: { orderId: true, productId: true, shopId: true, quantity: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  })
  if (holds.length === 0) return []
  const productIds = [...new Set(holds.map((hold) => hold.productId))]
  const stock = await client.stock.findMany({
    where: { productId: { in: productIds } },
    select: { productId: true, shopId: true, count: true },
  })
  const short = new Map<number, number[]>()
  for (const productId of productIds) {
    const uncovered = uncoveredOrders(
      stock.filter((row) => row.productId === productId),
      holds.filter((hold) => hold.productId === productId)
    )
    for (const orderId of uncovered) short.set(orderId, [...(short.get(orderId) ?? []), productId])
  }
  return [...short]
    .filter(([orderId]) => onlyOrderId === undefined || orderId === onlyOrderId)
    .map(([orderId, ids]) => ({ orderId, productIds: ids }))
}

const heldProductIds = async (client: Prisma.TransactionClient, orderId: number) =>
  (await client.stockReservation.findMany({ where: { orderId }, select: { productId: true } })).map(
    (hold) => hold.productId
  )

/**
 * 409 when the order's held units are no longer covered by the stock: it
 * may not be paid online until the shop has sorted it out (payOrder).
 */
export async function assertReservationCovered(tx: Prisma.TransactionClient, orderId: number) {
  const short = await ordersShortOfStock(tx, orderId)
  if (short.length) throw new ConflictError(RESERVATION_NOT_COVERED_MESSAGE)
}
