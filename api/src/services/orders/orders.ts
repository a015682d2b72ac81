import { Prisma, type OrderStatus } from '@prisma/client'
import type { MutationResolvers, QueryResolvers } from 'types/graphql'

import { graphqlClient } from 'src/lib/clientIp'
import { db } from 'src/lib/db'
import { boundedText } from 'src/lib/domain/contactFields'
import { COMMENT_MAX, parseGuestOrder } from 'src/lib/domain/guestOrder'
import { orderConfirmationLetter, type OrderLetterSummary } from 'src/lib/domain/letters'
import { totalsOf } from 'src/lib/domain/money'
import {
  ORDER_GROUPS,
  ORDER_STATUS_TITLES,
  canTransition,
  isEditable,
  isOrderStatus,
  removalOf,
  transitionProblem,
  type OrderStatusName,
} from 'src/lib/domain/orderLifecycle'
import {
  formatOrderNumber,
  NO_ITEMS_MESSAGE,
  orderLineState,
  parseArticleLines,
  parseQuantity,
  QUANTITY_MESSAGE,
  stockMessage,
  type ArticleLine,
  type OrderLineState,
} from 'src/lib/domain/orderLines'
import { type Page, type PageRules, type RawPageRequest } from 'src/lib/domain/pagination'
import { formatKzPhone, normalizeKzPhone } from 'src/lib/domain/phone'
import { stockSum } from 'src/lib/domain/stock'
import {
  ConflictError,
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
  PermissionDeniedError,
} from 'src/lib/errors'
import { removeOrderFolder } from 'src/lib/orderFiles/storage'
import { enqueueCrmLead, enqueueLetter } from 'src/lib/outbox'
import { findPage } from 'src/lib/paging'
import { enforce, RATE_RULES } from 'src/lib/rateLimit'
import { completedByFieldResolvers } from 'src/lib/resolverTypes'
import { requireViewerId, viewerIdOrNull } from 'src/lib/viewer'
import { notifyUser } from 'src/services/notifications/notifications'
import { activeProductIdsByArticle } from 'src/services/products/productRefs'
import { productInclude, type ProductWithRelations } from 'src/services/products/products'

import {
  findOwnOrder,
  lockOwnDraft,
  lockOwnOrder,
  ORDER_NOT_FOUND,
  totalStockOf,
  writeDraftLines,
  type WrittenLine,
} from './orderAccess'

/**
 * Orders (issue «Commerce», SPEC §3 "Order", "Guest order payload", §4
 * "Order lifecycle", "Order items on load", §7 Orders): a guest's operator
 * order, a customer's drafts, placing, copies, the account tabs and the
 * staff's status changes. The rules are the pure ones of domain/orderLines
 * and domain/orderLifecycle; ownership is orderAccess. Whatever a shopper
 * sends is stored with its CRM lead and letter in one transaction; delivery
 * happens later (lib/outboxWorker).
 */

export const ORDER_PAGE_RULES: PageRules = { defaultPageSize: 20, maxPageSize: 100 }

export const orderInclude = {
  items: { include: { product: { include: productInclude } }, orderBy: { id: 'asc' } },
  files: { orderBy: { id: 'asc' } },
  shop: true,
} satisfies Prisma.OrderInclude

export type OrderWithRelations = Prisma.OrderGetPayload<{ include: typeof orderInclude }>

export interface OrderLineView extends OrderLineState {
  id: number
  product: ProductWithRelations
}

/** An order as every edge shows it: rows plus the line rule applied. */
export interface OrderView {
  id: number
  number: string
  status: OrderStatusName
  statusTitle: string
  isEditable: boolean
  isGuest: boolean
  comment: string
  shop: OrderWithRelations['shop']
  /** Fixed at placing; for a draft the sum of today's priced lines. */
  total: number
  count: number
  hasUnpriced: boolean
  createdAt: Date
  updatedAt: Date
  placedAt: Date | null
  statusChangedAt: Date
  cancelledAt: Date | null
  items: OrderLineView[]
  files: OrderWithRelations['files']
  /** A guest order's contact (the phone as the mask shows it). */
  guest: { name: string; phone: string } | null
}

export function toOrderView(order: OrderWithRelations): OrderView {
  const isDraft = order.status === 'draft'
  const items = order.items.map((item) => ({
    id: item.id,
    product: item.product,
    ...orderLineState({
      isDraft,
      quantity: item.quantity,
      fixedPrice: item.price,
      fixedLastPrice: item.lastPrice,
      currentPrice: item.product.currentPrice,
      lastPrice: item.product.lastPrice,
      totalStock: stockSum(item.product.stock),
    }),
  }))
  const totals = totalsOf(items)
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusTitle: ORDER_STATUS_TITLES[order.status],
    isEditable: isEditable(order.status),
    isGuest: order.userId === null,
    comment: order.comment,
    shop: order.shop,
    total: !isDraft && order.total !== null ? Number(order.total) : totals.total,
    count: totals.count,
    hasUnpriced: totals.hasUnpriced,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    placedAt: order.placedAt,
    statusChangedAt: order.statusChangedAt,
    cancelledAt: order.cancelledAt,
    items,
    files: order.files,
    guest:
      order.userId === null && order.guestName && order.guestPhone
        ? { name: order.guestName, phone: formatKzPhone(order.guestPhone) }
        : null,
  }
}

async function loadView(id: number, client: Prisma.TransactionClient = db) {
  return toOrderView(await client.order.findUniqueOrThrow({ where: { id }, include: orderInclude }))
}

/**
 * The view after a write, telling which lines were just lowered to the
 * stock (SPEC §4: 'В наличии {N} товаров'): the stored quantity already
 * fits, so the view alone would not say that less than asked was taken.
 */
async function viewAfterWrite(tx: Prisma.TransactionClient, id: number, written: WrittenLine[]) {
  const view = await loadView(id, tx)
  const lowered = new Map(written.filter((w) => w.capped).map((w) => [w.productId, w.message]))
  for (const item of view.items) {
    if (lowered.has(item.product.id)) item.errorMessage = lowered.get(item.product.id) ?? null
  }
  return view
}

async function nextOrderNumber(tx: Prisma.TransactionClient) {
  const [row] = await tx.$queryRaw<{ value: bigint }[]>`SELECT nextval('order_number_seq') AS value`
  return formatOrderNumber(row.value)
}

const unknownArticleMessage = (article: string) => `Товар с артикулом ${article} не найден.`

/** Article lines → product lines; 400 naming every unknown article. */
async function resolveLines(
  lines: ArticleLine[],
  field: string,
  client: Prisma.TransactionClient = db
) {
  const ids = await activeProductIdsByArticle(
    lines.map((line) => line.article),
    client
  )
  const unknown = [...new Set(lines.filter((line) => !ids.has(line.article)).map((l) => l.article))]
  if (unknown.length) throw new InvalidInputError({ [field]: unknown.map(unknownArticleMessage) })
  return lines.map((line) => ({ productId: ids.get(line.article)!, quantity: line.quantity }))
}

function letterSummary(
  order: { number: string; comment: string; shop: { name: string; address: string } | null },
  lines: {
    quantity: number
    price: Prisma.Decimal | null
    product: { article: string; name: string }
  }[]
): OrderLetterSummary {
  return {
    number: order.number,
    comment: order.comment,
    shop: order.shop ? { name: order.shop.name, address: order.shop.address } : null,
    lines: lines.map((line) => ({
      article: line.product.article,
      name: line.product.name,
      quantity: line.quantity,
      price: line.price === null ? null : String(line.price),
    })),
  }
}

const confirmationKey = (orderId: number) => `order-confirmation:${orderId}`

// ─── Guest orders ──────────────────────────────────────────────────────────

/**
 * A guest's operator order (POST /order/ without a session, SPEC §2 modals,
 * §5 "Operator form"): stored as a placed order with today's prices, a CRM
 * lead and the confirmation letter in one transaction. Limited per IP.
 */
export async function placeGuestOrder(raw: unknown, client: { ip: string }): Promise<OrderView> {
  await enforce(RATE_RULES.guestOrderPerIp, client.ip)
  const guestShops = await db.shop.findMany({
    where: { isCanOrderByGuest: true },
    select: { id: true },
  })
  const parsed = parseGuestOrder(
    raw,
    guestShops.map((shop) => shop.id)
  )
  if ('fields' in parsed) throw new InvalidInputError(parsed.fields)
  const input = parsed.order
  const lines = await resolveLines(input.items, 'items')

  const orderId = await db.$transaction(async (tx) => {
    const number = await nextOrderNumber(tx)
    const now = new Date()
    const order = await tx.order.create({
      data: {
        number,
        status: 'placed',
        statusChangedAt: now,
        placedAt: now,
        guestName: input.name,
        guestEmail: input.email,
        guestPhone: input.phone,
        shopId: input.shopId,
        comment: input.comment,
        privacyPolicyAccepted: true,
      },
      include: { shop: true },
    })
    // The operator confirms quantities with the guest: lines keep what was asked.
    const products = await tx.product.findMany({
      where: { id: { in: lines.map((line) => line.productId) } },
      select: { id: true, currentPrice: true, lastPrice: true },
    })
    const byId = new Map(products.map((product) => [product.id, product]))
    const quantities = new Map<number, number>()
    for (const line of lines) {
      quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity)
    }
    await tx.orderItem.createMany({
      data: [...quantities].map(([productId, quantity]) => ({
        orderId: order.id,
        productId,
        quantity,
        price: byId.get(productId)!.currentPrice,
        lastPrice: byId.get(productId)!.lastPrice,
      })),
    })
    const items = await tx.orderItem.findMany({
      where: { orderId: order.id },
      include: { product: { select: { article: true, name: true } } },
      orderBy: { id: 'asc' },
    })
    await tx.order.update({
      where: { id: order.id },
      data: { total: totalsOf(items).total },
    })
    const lead = await tx.callbackLead.create({
      data: {
        source: 'guest_order',
        username: input.name,
        phone: input.phone,
        email: input.email,
        comment: input.comment,
        agreement: true,
        orderId: order.id,
        ip: client.ip,
      },
    })
    await enqueueCrmLead(tx, lead.id)
    await enqueueLetter(
      tx,
      orderConfirmationLetter(input.email, {
        ...letterSummary(order, items),
        guestLookup: { id: order.id, phone: formatKzPhone(input.phone) },
      }),
      confirmationKey(order.id)
    )
    return order.id
  })
  return loadView(orderId)
}

/**
 * GET /order/{id}/?guest_user__phone=… (SPEC §2 /my-orders): a guest order
 * by its id and the phone it was placed with, compared normalised. A wrong
 * phone, a customer's order and a missing one answer the same 404. Limited
 * per IP, so ids cannot be walked.
 */
export async function findGuestOrder(
  id: number,
  rawPhone: string,
  client: { ip: string }
): Promise<OrderView> {
  await enforce(RATE_RULES.guestOrderLookupPerIp, client.ip)
  const phone = normalizeKzPhone(rawPhone)
  const order = phone
    ? await db.order.findFirst({
        where: { id, userId: null, guestPhone: phone },
        include: orderInclude,
      })
    : null
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND)
  return toOrderView(order)
}

// ─── A customer's orders ───────────────────────────────────────────────────

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
    ...(number ? { number: { contains: number, mode: 'insensitive' } } : {}),
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

export interface CreateDraftInput {
  /** [{product: article, quantity}]; absent: the caller's server cart (then emptied). */
  items?: unknown
  comment?: unknown
}

/**
 * POST /order/ by a customer: a new draft from the given lines or from the
 * server cart, which it empties (SPEC §4: the cart reloads empty after
 * ordering). An empty draft is allowed: it can be filled from a file.
 */
export async function createDraftOrder(input: CreateDraftInput = {}): Promise<OrderView> {
  const userId = requireViewerId()
  const comment = boundedText(input.comment, COMMENT_MAX)
  if ('error' in comment) throw new InvalidInputError({ comment: [comment.error] })
  const fromBody = input.items !== undefined && input.items !== null
  let lines: { productId: number; quantity: number }[] = []
  if (fromBody) {
    const parsed = parseArticleLines(input.items, { allowEmpty: true })
    if ('errors' in parsed) throw new InvalidInputError({ items: parsed.errors })
    lines = await resolveLines(parsed.lines, 'items')
  }
  const orderId = await db.$transaction(async (tx) => {
    if (!fromBody) {
      const cart = await tx.cart.findUnique({ where: { userId }, include: { items: true } })
      lines = (cart?.items ?? []).map((item) => ({
        productId: item.productId,
        quantity: item.quantity,
      }))
      if (cart) await tx.cartItem.deleteMany({ where: { cartId: cart.id } })
    }
    const order = await tx.order.create({
      data: { number: await nextOrderNumber(tx), userId, comment: comment.value },
    })
    await writeDraftLines(tx, order.id, lines, { mode: 'add' })
    return order.id
  })
  return loadView(orderId)
}

/** POST /order/{id}/items/: adds lines to the caller's draft (same product: quantities add up). */
export async function addOrderItems(id: number, rawItems: unknown): Promise<OrderView> {
  requireViewerId()
  const parsed = parseArticleLines(rawItems)
  if ('errors' in parsed) throw new InvalidInputError({ items: parsed.errors })
  return db.$transaction(async (tx) => {
    const order = await lockOwnDraft(tx, id)
    const lines = await resolveLines(parsed.lines, 'items', tx)
    return viewAfterWrite(tx, order.id, await writeDraftLines(tx, order.id, lines, { mode: 'add' }))
  })
}

async function ownItem(tx: Prisma.TransactionClient, orderId: number, itemId: number) {
  const item = await tx.orderItem.findFirst({ where: { id: itemId, orderId } })
  if (!item) throw new NotFoundError('Позиция заказа не найдена.')
  return item
}

/** PATCH /order/{id}/items/{itemId}/: sets a line's quantity (lowered to the stock). */
export async function setOrderItemQuantity(
  id: number,
  itemId: number,
  rawQuantity: unknown
): Promise<OrderView> {
  requireViewerId()
  const quantity = parseQuantity(rawQuantity)
  if (quantity === null) throw new InvalidInputError({ quantity: [QUANTITY_MESSAGE] })
  return db.$transaction(async (tx) => {
    const order = await lockOwnDraft(tx, id)
    const item = await ownItem(tx, order.id, itemId)
    const written = await writeDraftLines(tx, order.id, [{ productId: item.productId, quantity }], {
      mode: 'set',
    })
    return viewAfterWrite(tx, order.id, written)
  })
}

const ITEM_IDS_MESSAGE = 'Передайте список id позиций заказа.'

/**
 * DELETE /order/{id}/items/{itemId} and /items/multiple/: removes lines of
 * the caller's draft. Ids that are not lines of this order are 404, and
 * nothing is removed then.
 */
export async function removeOrderItems(id: number, rawItemIds: unknown): Promise<OrderView> {
  requireViewerId()
  const itemIds = Array.isArray(rawItemIds) ? rawItemIds.map(Number) : []
  if (
    itemIds.length === 0 ||
    itemIds.length > 500 ||
    !itemIds.every((value) => Number.isInteger(value) && value > 0)
  ) {
    throw new InvalidInputError({ items: [ITEM_IDS_MESSAGE] })
  }
  return db.$transaction(async (tx) => {
    const order = await lockOwnDraft(tx, id)
    const unique = [...new Set(itemIds)]
    const { count } = await tx.orderItem.deleteMany({
      where: { orderId: order.id, id: { in: unique } },
    })
    if (count !== unique.length) throw new NotFoundError('Позиция заказа не найдена.')
    await tx.order.update({ where: { id: order.id }, data: { updatedAt: new Date() } })
    return loadView(order.id, tx)
  })
}

export const STOCK_SHORT_MESSAGE =
  'Некоторых товаров нет в нужном количестве. Измените количество и оформите заказ снова.'

export interface PlaceOrderInput {
  /** Shop to pick up from (id); optional. */
  shop?: unknown
  comment?: unknown
}

/**
 * PATCH /order/{id}/place: the draft becomes a placed order. The order row
 * is locked and the stock rows are read under FOR SHARE in the same
 * transaction, so the check and the write see the same stock; a line above
 * it is 409 with each line's 'В наличии {N} товаров'. Prices and the total
 * are fixed, the owner is notified and gets a letter. Placing an order that
 * is already placed answers it as it is (idempotent: a repeated or parallel
 * place never makes a second order, notification or letter).
 *
 * Stock is not reserved: the 1C exchange owns stock counts, and managers
 * confirm placed orders (docs/commerce-orders.md).
 */
export async function placeOrder(id: number, input: PlaceOrderInput = {}): Promise<OrderView> {
  const userId = requireViewerId()
  const comment = input.comment === undefined ? null : boundedText(input.comment, COMMENT_MAX)
  if (comment && 'error' in comment) throw new InvalidInputError({ comment: [comment.error] })
  const newComment = comment && 'value' in comment ? comment.value : null
  const shopId = input.shop === undefined || input.shop === null ? null : Number(input.shop)
  if (shopId !== null) {
    const shop = Number.isInteger(shopId)
      ? await db.shop.findUnique({ where: { id: shopId } })
      : null
    if (!shop) throw new InvalidInputError({ shop: ['Магазин не найден.'] })
  }

  return db.$transaction(async (tx) => {
    const order = await lockOwnOrder(tx, id)
    if (order.status !== 'draft') {
      if (order.status === 'cancelled') {
        throw new ConflictError(transitionProblem('cancelled', 'placed', 'customer')!)
      }
      return loadView(order.id, tx)
    }
    const items = await tx.orderItem.findMany({
      where: { orderId: order.id },
      include: {
        product: {
          select: {
            id: true,
            article: true,
            name: true,
            isActive: true,
            currentPrice: true,
            lastPrice: true,
          },
        },
      },
      orderBy: { id: 'asc' },
    })
    if (items.length === 0) throw new ConflictError(NO_ITEMS_MESSAGE)
    const productIds = items.map((item) => item.productId)
    await tx.$queryRaw`SELECT 1 FROM "Stock" WHERE "productId" IN (${Prisma.join(productIds)}) FOR SHARE`
    const stock = await totalStockOf(tx, productIds)
    const short = items
      .filter((item) => !item.product.isActive || item.quantity > (stock.get(item.productId) ?? 0))
      .map((item) => ({
        id: item.id,
        article: item.product.article,
        quantity: item.quantity,
        available: item.product.isActive ? (stock.get(item.productId) ?? 0) : 0,
        message: stockMessage(item.product.isActive ? (stock.get(item.productId) ?? 0) : 0),
      }))
    if (short.length) throw new ConflictError(STOCK_SHORT_MESSAGE, { items: short })

    for (const item of items) {
      await tx.orderItem.update({
        where: { id: item.id },
        data: { price: item.product.currentPrice, lastPrice: item.product.lastPrice },
      })
    }
    const fixed = items.map((item) => ({ ...item, price: item.product.currentPrice }))
    const now = new Date()
    const placed = await tx.order.update({
      where: { id: order.id },
      data: {
        status: 'placed',
        placedAt: now,
        statusChangedAt: now,
        total: totalsOf(fixed).total,
        ...(shopId !== null ? { shopId } : {}),
        ...(newComment !== null ? { comment: newComment } : {}),
      },
      include: { shop: true, user: { select: { email: true } } },
    })
    await notifyUser(
      {
        userId,
        kind: 'order_placed',
        title: `Заказ ${placed.number} оформлен`,
        body: 'Менеджер свяжется с вами, чтобы подтвердить наличие и сроки.',
        link: '/personal-account?tab=currentorders',
      },
      tx
    )
    if (placed.user?.email) {
      await enqueueLetter(
        tx,
        orderConfirmationLetter(placed.user.email, letterSummary(placed, fixed)),
        confirmationKey(placed.id)
      )
    }
    return loadView(order.id, tx)
  })
}

/**
 * DELETE /order/{id}/ by its owner (orderLifecycle.removalOf): a draft is
 * deleted (null), an order not yet confirmed is cancelled (the order), a
 * later one is 409.
 */
export async function deleteMyOrder(id: number): Promise<OrderView | null> {
  const result = await db.$transaction(async (tx) => {
    const order = await lockOwnOrder(tx, id)
    const removal = removalOf(order.status)
    if (removal.kind === 'refuse') throw new ConflictError(removal.reason)
    if (removal.kind === 'delete') {
      await tx.order.delete({ where: { id: order.id } })
      return null
    }
    const now = new Date()
    await tx.order.update({
      where: { id: order.id },
      data: { status: 'cancelled', cancelledAt: now, statusChangedAt: now },
    })
    return loadView(order.id, tx)
  })
  // The draft's rows are gone (files cascade); its uploaded bytes go after the commit.
  if (result === null) await removeOrderFolder(id)
  return result
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
async function copyableLines(tx: Prisma.TransactionClient, orderId: number) {
  const items = await tx.orderItem.findMany({
    where: { orderId, product: { isActive: true } },
    select: { productId: true, quantity: true },
    orderBy: { id: 'asc' },
  })
  return items
}

// ─── Staff ─────────────────────────────────────────────────────────────────

// `admin` (the first account of a production shop, `yarn rw exec create-admin`) has every staff right.
const STAFF_ROLES = ['editor', 'admin']

/**
 * PATCH /order/{id}/status/: a manager moves an order along the lifecycle
 * table (confirmed → assembling → ready → completed, or cancelled); an
 * illegal step is 409 in Russian. The owner is notified.
 */
export async function changeOrderStatus(id: number, rawStatus: unknown): Promise<OrderView> {
  const user = context.currentUser
  if (!user) throw new NotAuthenticatedError()
  if (!STAFF_ROLES.includes(String(user.role))) throw new PermissionDeniedError()
  if (!isOrderStatus(rawStatus)) {
    throw new InvalidInputError({ status: [`Неизвестный статус «${String(rawStatus)}».`] })
  }
  const status = rawStatus
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM "Order" WHERE id = ${id} FOR UPDATE`
    if (rows.length === 0) throw new NotFoundError(ORDER_NOT_FOUND)
    const order = await tx.order.findUniqueOrThrow({ where: { id } })
    if (order.status === status) return loadView(id, tx)
    if (!canTransition(order.status, status, 'staff')) {
      throw new ConflictError(transitionProblem(order.status, status, 'staff')!)
    }
    const now = new Date()
    await tx.order.update({
      where: { id },
      data: {
        status,
        statusChangedAt: now,
        ...(status === 'cancelled' ? { cancelledAt: now } : {}),
      },
    })
    if (order.userId !== null) {
      await notifyUser(
        {
          userId: order.userId,
          kind: 'order_status',
          title: `Заказ ${order.number}: ${ORDER_STATUS_TITLES[status].toLowerCase()}`,
          link:
            status === 'completed' || status === 'cancelled'
              ? '/personal-account?tab=historyorders'
              : '/personal-account?tab=currentorders',
        },
        tx
      )
    }
    return loadView(id, tx)
  })
}

// ─── GraphQL ───────────────────────────────────────────────────────────────

const lineInputs = (items: { product: string; quantity?: number | null }[] | null | undefined) =>
  items?.map((item) => ({ product: item.product, quantity: item.quantity ?? undefined }))

export const currentOrders: QueryResolvers['currentOrders'] = (args) =>
  completedByFieldResolvers(listMyOrders('current', args))
export const draftOrders: QueryResolvers['draftOrders'] = (args) =>
  completedByFieldResolvers(listMyOrders('drafts', args))
export const orderHistory: QueryResolvers['orderHistory'] = (args) =>
  completedByFieldResolvers(listMyOrders('history', args))
export const searchOrders: QueryResolvers['searchOrders'] = (args) =>
  completedByFieldResolvers(searchMyOrders(args))
export const order: QueryResolvers['order'] = ({ id }) => completedByFieldResolvers(getMyOrder(id))
export const guestOrder: QueryResolvers['guestOrder'] = ({ id, phone }) =>
  completedByFieldResolvers(findGuestOrder(id, phone, graphqlClient()))
export const submitGuestOrder: MutationResolvers['submitGuestOrder'] = ({ input }) =>
  completedByFieldResolvers(
    placeGuestOrder(
      {
        name: input.name,
        email: input.email,
        phone_number: input.phoneNumber,
        items: lineInputs(input.items),
        comment: input.comment,
        shop: input.shop,
        privacy_policy_accepted: input.privacyPolicyAccepted,
      },
      graphqlClient()
    )
  )
export const createOrderDraft: MutationResolvers['createOrderDraft'] = ({ items, comment }) =>
  completedByFieldResolvers(createDraftOrder({ items: lineInputs(items), comment }))
export const addItemsToOrder: MutationResolvers['addItemsToOrder'] = ({ orderId, items }) =>
  completedByFieldResolvers(addOrderItems(orderId, lineInputs(items)))
export const changeOrderItemQuantity: MutationResolvers['changeOrderItemQuantity'] = ({
  orderId,
  itemId,
  quantity,
}) => completedByFieldResolvers(setOrderItemQuantity(orderId, itemId, quantity))
export const deleteOrderItems: MutationResolvers['deleteOrderItems'] = ({ orderId, itemIds }) =>
  completedByFieldResolvers(removeOrderItems(orderId, itemIds))
export const placeDraftOrder: MutationResolvers['placeDraftOrder'] = ({ id, shop, comment }) =>
  completedByFieldResolvers(placeOrder(id, { shop, comment: comment ?? undefined }))
export const removeOrder: MutationResolvers['removeOrder'] = ({ id }) =>
  completedByFieldResolvers(deleteMyOrder(id))
export const copyOrderToDraft: MutationResolvers['copyOrderToDraft'] = ({ id }) =>
  completedByFieldResolvers(copyOrder(id))
export const copyOrderItemsInto: MutationResolvers['copyOrderItemsInto'] = ({ id, otherId }) =>
  completedByFieldResolvers(copyItemsFromOrder(id, otherId))
export const setOrderStatus: MutationResolvers['setOrderStatus'] = ({ id, status }) =>
  completedByFieldResolvers(changeOrderStatus(id, status))

/** Per-shop counts in order lines are for logged-in callers (SPEC §6). */
export const OrderLine = {
  allCount: (_args: unknown, { root }: { root: OrderLineView }) =>
    viewerIdOrNull() === null ? null : root.allCount,
}
