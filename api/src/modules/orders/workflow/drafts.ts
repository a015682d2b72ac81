import type { Prisma } from '@prisma/client'

import { db } from 'src/lib/db'
import { NotFoundError } from 'src/lib/errors'
import { requireViewerId } from 'src/lib/viewer'
import type {
  AddOrderItemsInput,
  DraftOrderInput,
  OrderItemQuantityInput,
  RemoveOrderItemsInput,
} from 'src/modules/orders/rules/draftOrder'

import { loadView, viewAfterWrite, type OrderView } from '../readModel/orderFacts'

import { findOwnOrder, lockOwnDraft, writeDraftLines } from './orderAccess'
import { nextOrderNumber, resolveLines, type ProductLine } from './orderRows'

/**
 * A customer's drafts (SPEC §4, §7): made from lines, from the server cart or
 * from another order; lines added, changed and removed while the order is a
 * draft (orderAccess.lockOwnDraft says 409 otherwise). Quantities are capped
 * by the stock in orderAccess.writeDraftLines.
 */

const ITEM_NOT_FOUND = 'Позиция заказа не найдена.'

/**
 * POST /order/ by a customer: a new draft from the given lines or — items
 * left out — from the server cart, which it empties (SPEC §4: the cart
 * reloads empty after ordering). An empty list makes an empty draft, to be
 * filled from a file.
 */
export async function createDraftOrder(input: DraftOrderInput): Promise<OrderView> {
  const userId = requireViewerId()
  const given = input.items === null ? null : await resolveLines(input.items, 'items')
  const orderId = await db.$transaction(async (tx) => {
    const lines = given ?? (await takeCartLines(tx, userId))
    const order = await tx.order.create({
      data: { number: await nextOrderNumber(tx), userId, comment: input.comment },
    })
    await writeDraftLines(tx, order.id, lines, { mode: 'add' })
    return order.id
  })
  return loadView(orderId)
}

/** The server cart's lines; the cart is emptied in the same transaction. */
async function takeCartLines(tx: Prisma.TransactionClient, userId: number): Promise<ProductLine[]> {
  const cart = await tx.cart.findUnique({ where: { userId }, include: { items: true } })
  if (!cart) return []
  await tx.cartItem.deleteMany({ where: { cartId: cart.id } })
  return cart.items.map((item) => ({ productId: item.productId, quantity: item.quantity }))
}

/** POST /order/{id}/items/: adds lines to the caller's draft (same product: quantities add up). */
export async function addOrderItems(id: number, input: AddOrderItemsInput): Promise<OrderView> {
  requireViewerId()
  return db.$transaction(async (tx) => {
    const order = await lockOwnDraft(tx, id)
    const lines = await resolveLines(input.items, 'items', tx)
    return viewAfterWrite(tx, order.id, await writeDraftLines(tx, order.id, lines, { mode: 'add' }))
  })
}

async function ownItem(tx: Prisma.TransactionClient, orderId: number, itemId: number) {
  const item = await tx.orderItem.findFirst({ where: { id: itemId, orderId } })
  if (!item) throw new NotFoundError(ITEM_NOT_FOUND)
  return item
}

/** PATCH /order/{id}/items/{itemId}/: sets a line's quantity (lowered to the stock). */
export async function setOrderItemQuantity(
  id: number,
  itemId: number,
  input: OrderItemQuantityInput
): Promise<OrderView> {
  requireViewerId()
  return db.$transaction(async (tx) => {
    const order = await lockOwnDraft(tx, id)
    const item = await ownItem(tx, order.id, itemId)
    const written = await writeDraftLines(
      tx,
      order.id,
      [{ productId: item.productId, quantity: input.quantity }],
      { mode: 'set' }
    )
    return viewAfterWrite(tx, order.id, written)
  })
}

/**
 * DELETE /order/{id}/items/{itemId} and /items/multiple/: removes lines of
 * the caller's draft. Ids that are not lines of this order are 404, and
 * nothing is removed then.
 */
export async function removeOrderItems(
  id: number,
  input: RemoveOrderItemsInput
): Promise<OrderView> {
  requireViewerId()
  return db.$transaction(async (tx) => {
    const order = await lockOwnDraft(tx, id)
    const unique = [...new Set(input.itemIds)]
    const { count } = await tx.orderItem.deleteMany({
      where: { orderId: order.id, id: { in: unique } },
    })
    if (count !== unique.length) throw new NotFoundError(ITEM_NOT_FOUND)
    await tx.order.update({ where: { id: order.id }, data: { updatedAt: new Date() } })
    return loadView(order.id, tx)
  })
}

/** POST /order/{id}/copy: a new draft with the lines of one of the caller's orders. */
export async function copyOrder(id: number): Promise<OrderView> {
  const userId = requireViewerId()
  const newId = await db.$transaction(async (tx) => {
    const source = await findOwnOrder(id, tx)
    const lines = await copyableLines(tx, source.id)
    const draft = await tx.order.create({
      data: { number: await nextOrderNumber(tx), userId, comment: source.comment },
    })
    await writeDraftLines(tx, draft.id, lines, { mode: 'add' })
    return draft.id
  })
  return loadView(newId)
}

/**
 * POST /order/{id}/copy-by-order/{otherId}/: adds the lines of the caller's
 * order `otherId` to the caller's draft `id`.
 */
export async function copyItemsFromOrder(id: number, otherId: number): Promise<OrderView> {
  requireViewerId()
  return db.$transaction(async (tx) => {
    const draft = await lockOwnDraft(tx, id)
    const source = await findOwnOrder(otherId, tx)
    const lines = await copyableLines(tx, source.id)
    return viewAfterWrite(tx, draft.id, await writeDraftLines(tx, draft.id, lines, { mode: 'add' }))
  })
}

/** Lines of an order whose products are still sold. */
function copyableLines(tx: Prisma.TransactionClient, orderId: number): Promise<ProductLine[]> {
  return tx.orderItem.findMany({
    where: { orderId, product: { isActive: true } },
    select: { productId: true, quantity: true },
    orderBy: { id: 'asc' },
  })
}
