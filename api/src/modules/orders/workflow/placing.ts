import { Prisma, type Order } from '@prisma/client'

import { db } from 'src/lib/db'
import { totalsOf } from 'src/lib/domain/money'
import { transitionProblem } from 'src/lib/domain/orderLifecycle'
import { NO_ITEMS_MESSAGE } from 'src/lib/domain/orderLines'
import { ConflictError, InvalidInputError } from 'src/lib/errors'
import { requireViewerId } from 'src/lib/viewer'
import { SHOP_NOT_FOUND_MESSAGE, type PlaceOrderInput } from 'src/modules/orders/rules/draftOrder'
import { fixInvoiceParties } from 'src/modules/orders/workflow/invoiceParties'
import { fixedLinePrice, priceViewOfUser, typePricesInclude } from 'src/modules/pricing'

import { loadView, type OrderView } from '../readModel/orderFacts'

import { lockOwnOrder } from './orderAccess'
import { transitionOrder } from './transition'

/**
 * PATCH /order/{id}/place: the draft becomes a placed order, in named steps
 * within one transaction (placeLockedDraft, shared with the checkout): lock
 * the order → load its lines → fix prices, total, shop and comment → the
 * transition to «placed», which holds the stock (stockReservations: the
 * products locked, each line checked against stock less what other orders
 * hold, in the shop the order names; a line above it is 409 naming the
 * product with 'В наличии {N} товаров'), notifies the owner and queues the
 * letter.
 *
 * Idempotent: placing an order that is already placed answers it as it is
 * (a repeated or parallel call never makes a second notification or letter).
 */
export async function placeOrder(id: number, input: PlaceOrderInput): Promise<OrderView> {
  const userId = requireViewerId()
  if (input.shop !== null) await assertShopExists(input.shop)
  return db.$transaction(async (tx) => {
    const order = await lockOwnOrder(tx, id)
    if (order.status !== 'draft') return answerAlreadyPlaced(tx, order)
    await placeLockedDraft(tx, order, { actor: 'customer', actorId: userId }, () => ({
      ...(input.shop !== null ? { shopId: input.shop } : {}),
      ...(input.comment !== null ? { comment: input.comment } : {}),
    }))
    return loadView(order.id, tx)
  }, PLACING_TRANSACTION)
}

/**
 * What placing writes beside the fixed prices and total, given the total of
 * the priced goods (a delivery fee depends on it): the shop and comment of
 * PATCH /place, or everything the checkout page asked.
 */
/** What placing writes on the order, from the fixed goods total (and whether a line has no price). */
export type PlacingDetails = (
  goodsTotal: number,
  hasUnpriced: boolean
) => Prisma.OrderUncheckedUpdateInput

/**
 * Placing waits for the per-product stock locks behind other placings of the
 * same goods (stockReservations); under a burst that wait counted against
 * Prisma's 5 s and a valid order failed with 500 (P2028, seen when 50 guest
 * orders met an api restart on a loaded runner). The locks still serialise
 * the stock; only the patience is longer.
 */
export const PLACING_TRANSACTION = { maxWait: 10_000, timeout: 20_000 } as const

/** Who places it: a customer (their account) or a guest (from their address). */
export type Placer =
  | { actor: 'customer'; actorId: number }
  | { actor: 'guest'; actorId: null; client: { ip: string } }

/**
 * The steps every placing shares (PATCH /place, the account's and the
 * guest's checkout), inside the caller's transaction with the draft locked:
 * load its lines → fix prices (the owner's price type; retail for a guest),
 * total and details → the transition to «placed» (which checks and holds the
 * stock in the shop the details name).
 */
export async function placeLockedDraft(
  tx: Prisma.TransactionClient,
  order: Order,
  placer: Placer,
  details: PlacingDetails
) {
  const lines = await loadPlacingLines(tx, order.id)
  await fixPricesAndDetails(tx, order, lines, details)
  await fixInvoiceParties(tx, order)
  await transitionOrder(tx, order, { to: 'placed', ...placer })
}

export async function assertShopExists(shopId: number) {
  const shop = await db.shop.findUnique({ where: { id: shopId }, select: { id: true } })
  if (!shop) throw new InvalidInputError({ shop: [SHOP_NOT_FOUND_MESSAGE] })
}

/** A placed (or later) order is answered as it is; a cancelled one cannot be placed again. */
function answerAlreadyPlaced(tx: Prisma.TransactionClient, order: Order) {
  if (order.status === 'cancelled') {
    throw new ConflictError(transitionProblem('cancelled', 'placed', 'customer')!)
  }
  return loadView(order.id, tx)
}

async function loadPlacingLines(tx: Prisma.TransactionClient, orderId: number) {
  const lines = await tx.orderItem.findMany({
    where: { orderId },
    include: {
      product: {
        select: {
          id: true,
          article: true,
          isActive: true,
          price: true,
          currentPrice: true,
          lastPrice: true,
          ...typePricesInclude,
        },
      },
    },
    orderBy: { id: 'asc' },
  })
  if (lines.length === 0) throw new ConflictError(NO_ITEMS_MESSAGE)
  return lines
}

type PlacingLine = Awaited<ReturnType<typeof loadPlacingLines>>[number]

/**
 * Prices and the total are fixed at placing, in the owner's price type and
 * for each line's quantity (domain/priceTypes), with what `details` adds.
 */
async function fixPricesAndDetails(
  tx: Prisma.TransactionClient,
  order: Order,
  lines: PlacingLine[],
  details: PlacingDetails
) {
  const view = await priceViewOfUser(tx, order.userId)
  const fixed = lines.map((line) => ({
    id: line.id,
    quantity: line.quantity,
    ...fixedLinePrice(line.product, view, line.quantity),
  }))
  for (const line of fixed) {
    await tx.orderItem.update({
      where: { id: line.id },
      data: { price: line.price, lastPrice: line.lastPrice, priceTypeName: line.priceTypeName },
    })
  }
  const { total: goodsTotal, hasUnpriced } = totalsOf(fixed)
  await tx.order.update({
    where: { id: order.id },
    data: { ...details(goodsTotal, hasUnpriced), total: goodsTotal },
  })
}
