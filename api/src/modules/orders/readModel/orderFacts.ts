import { Prisma } from '@prisma/client'

import { db } from 'src/lib/db'
import type { CompanyDetailsInput } from 'src/lib/domain/companyDetailsInput'
import type { Locale } from 'src/lib/domain/locale'
import { totalsOf } from 'src/lib/domain/money'
import { orderStatusTitle, isEditable, type OrderStatusName } from 'src/lib/domain/orderLifecycle'
import { orderLineState, type OrderLineState } from 'src/lib/domain/orderLines'
import { availabilityOf } from 'src/lib/domain/stockAvailability'
import {
  amountDue,
  chargeOfFee,
  deliveryChargeText,
  FULFILMENT_TITLES,
  type FulfilmentView,
} from 'src/modules/orders/rules/delivery'
import {
  buyerOf,
  guestContactOf,
  letterAddressOf,
  profileOf,
  typedContactOf,
  type OrderBuyer,
  type OrderPerson,
} from 'src/modules/orders/rules/orderBuyer'
import {
  PAYMENT_STATE_TITLES,
  type PaymentMethod,
  type PaymentStateName,
} from 'src/modules/payments/rules/paymentLifecycle'
import {
  customerPriceTypeSelect,
  customerPriceView,
  pricedForViewer,
  typePricesInclude,
  unitPriceOf,
  type PriceView,
  type ViewerPriced,
} from 'src/modules/pricing'
import { productInclude } from 'src/services/products/products'

import type { WrittenLine } from '../workflow/orderAccess'

export type { FulfilmentView }

/**
 * The order's one read model (issue 29 §1): what an order *is*, projected
 * once from its row. The customer's page (GraphQL, REST), the staff page,
 * the letters, the CRM lead, the invoice and the payments area read these
 * facts and add only what is theirs (editable flags, stock per shop, allowed
 * moves, history) — none of them copies a field. A field added here reaches
 * every view.
 */

/**
 * What the facts read of a line's product: its prices and stock, no pictures
 * or sections. Placing reads the facts inside its transaction (letters, CRM
 * lead), so they are kept small; the customer's view adds the rest.
 */
const factsProductInclude = {
  stock: true,
  reservations: { select: { shopId: true, quantity: true } },
  ...typePricesInclude,
} satisfies Prisma.ProductInclude

/** Everything the facts read, in one query. */
export const orderFactsInclude = {
  items: { include: { product: { include: factsProductInclude } }, orderBy: { id: 'asc' } },
  // The owner's price type (a draft shows the owner's prices to staff too) and profile.
  user: {
    select: {
      ...customerPriceTypeSelect,
      email: true,
      lastName: true,
      firstName: true,
      middleName: true,
      phone: true,
      locale: true,
    },
  },
  files: { orderBy: { id: 'asc' } },
  shop: true,
  paymentType: true,
  // How its latest online attempt pays (card or installment).
  payments: { orderBy: { id: 'desc' }, take: 1, select: { method: true } },
  // When the order became paid: its latest payment event that paid it.
  history: {
    where: { paymentStatus: 'paid' },
    orderBy: { id: 'desc' },
    take: 1,
    select: { createdAt: true },
  },
} satisfies Prisma.OrderInclude

/** The customer's view: the facts' query with each product as a card shows it. */
export const orderInclude = {
  ...orderFactsInclude,
  items: { include: { product: { include: productInclude } }, orderBy: { id: 'asc' } },
} satisfies Prisma.OrderInclude

type OrderFactsRow = Prisma.OrderGetPayload<{ include: typeof orderFactsInclude }>
export type OrderWithRelations = Prisma.OrderGetPayload<{ include: typeof orderInclude }>
type LineProduct<R extends OrderFactsRow> = R['items'][number]['product']

/** A line with the line rule applied; its product priced for the order's owner. */
export interface OrderLineFacts<P = LineProduct<OrderFactsRow>> extends OrderLineState {
  id: number
  product: P & ViewerPriced
}

export type OrderLineView = OrderLineFacts<LineProduct<OrderWithRelations>>

/** The company requisites the buyer had when the order was placed (the invoice's buyer). */
export type OrderCompany = Pick<CompanyDetailsInput, 'legalName' | 'bin' | 'legalAddress'> &
  Partial<CompanyDetailsInput>

export interface OrderFacts<P = LineProduct<OrderFactsRow>> {
  id: number
  number: string
  status: OrderStatusName
  statusTitle: string
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
  /** The latest online payment attempt's state; null: never paid online. */
  paymentStatus: PaymentStateName | null
  /** How the latest online attempt pays (card or installment); null with paymentStatus. */
  paymentMethod: PaymentMethod | null
  /** «Оплачен», «Ожидает оплаты», …; null with paymentStatus. */
  paymentStatusTitle: string | null
  paymentType: OrderWithRelations['paymentType']
  /** When the order last became paid (online or reported by 1C); null: never. */
  paidAt: Date | null
  /** The lines, each with the line rule of domain/orderLines applied (prices as frozen when placed). */
  items: OrderLineFacts<P>[]
  files: OrderWithRelations['files']
  fulfilment: FulfilmentView
  /** Who it is for and whom to call (rules/orderBuyer): typed contact, else profile, else guest. */
  buyer: OrderBuyer
  /** The contact typed at checkout; null for orders placed without one. */
  contact: OrderPerson | null
  /** The account's profile as it stands; null for a guest. */
  profile: OrderPerson | null
  /** A guest order's contact; null for an account's. */
  guest: OrderPerson | null
  /** Requisites as they were at placing; null: no company (or a draft). */
  company: OrderCompany | null
  /** Where the order's letters go: the account's e-mail, else the guest's. */
  letterTo: string | null
  /** The language they are written in: the account's, else the page the guest ordered on. */
  letterLocale: Locale
  /** The buyer agreed to the privacy policy (guest forms; the CRM lead keeps it). */
  privacyPolicyAccepted: boolean
  /** 1C's number and date (YYYY-MM-DD) of the order («Номер в 1С»); null: 1C has not sent them. */
  oneC: OrderInOneC | null
}

export interface OrderInOneC {
  number: string
  date: string | null
}

const oneCOf = (order: OrderFactsRow): OrderInOneC | null =>
  order.oneCNumber
    ? { number: order.oneCNumber, date: order.oneCDate?.toISOString().slice(0, 10) ?? null }
    : null

function fulfilmentOf(order: OrderFactsRow, total: number): FulfilmentView {
  const fee = order.deliveryFee === null ? null : Number(order.deliveryFee)
  const charge = chargeOfFee(fee)
  return {
    method: order.fulfilment,
    title: FULFILMENT_TITLES[order.fulfilment],
    city: order.deliveryCity,
    address: order.deliveryAddress,
    preferredTime: order.deliveryTime,
    fee,
    feeText: deliveryChargeText(charge, order.fulfilment),
    amountDue: amountDue(total, charge),
  }
}

/** The invoice buyer fixed at placing, when it is a company (services/invoices). */
function companyOf(order: OrderFactsRow): OrderCompany | null {
  const fixed = order.invoiceBuyer as { company?: OrderCompany } | null
  return fixed?.company ?? null
}

/** Whose prices an order's lines show: its owner's price type (guests: retail). */
export const orderPriceView = (order: {
  user: Prisma.UserGetPayload<{ select: typeof customerPriceTypeSelect }> | null
}): PriceView => customerPriceView(order.user)

function linesOf<R extends OrderFactsRow>(order: R): OrderLineFacts<LineProduct<R>>[] {
  const isDraft = order.status === 'draft'
  const view = orderPriceView(order)
  return order.items.map((item) => {
    const product = pricedForViewer(item.product, view)
    // A draft shows today's price for its quantity (quantity breaks included).
    const unitPrice = unitPriceOf(product, item.quantity)
    return {
      id: item.id,
      product,
      ...orderLineState({
        isDraft,
        quantity: item.quantity,
        fixedPrice: item.price,
        fixedLastPrice: item.lastPrice,
        currentPrice: unitPrice,
        lastPrice: unitPrice === Number(product.currentPrice) ? product.lastPrice : null,
        totalStock: availabilityOf(item.product).total,
      }),
    }
  })
}

/** The projection: pure, from the row `orderFactsInclude` (or the fuller `orderInclude`) loads. */
export function orderFacts<R extends OrderFactsRow>(order: R): OrderFacts<LineProduct<R>> {
  const items = linesOf(order)
  const totals = totalsOf(items)
  const total =
    order.status !== 'draft' && order.total !== null ? Number(order.total) : totals.total
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusTitle: orderStatusTitle(order.status, order.fulfilment),
    isGuest: order.userId === null,
    comment: order.comment,
    shop: order.shop,
    total,
    count: totals.count,
    hasUnpriced: totals.hasUnpriced,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    placedAt: order.placedAt,
    statusChangedAt: order.statusChangedAt,
    cancelledAt: order.cancelledAt,
    paymentStatus: order.paymentStatus,
    paymentStatusTitle: order.paymentStatus ? PAYMENT_STATE_TITLES[order.paymentStatus] : null,
    paymentType: order.paymentType,
    paymentMethod: order.payments[0]?.method ?? null,
    paidAt: order.paymentStatus === 'paid' ? (order.history[0]?.createdAt ?? null) : null,
    items,
    files: order.files,
    fulfilment: fulfilmentOf(order, total),
    buyer: buyerOf(order),
    contact: typedContactOf(order),
    profile: profileOf(order),
    guest: guestContactOf(order),
    company: companyOf(order),
    letterTo: letterAddressOf(order),
    letterLocale: order.user?.locale ?? order.locale,
    privacyPolicyAccepted: order.privacyPolicyAccepted,
    oneC: oneCOf(order),
  }
}

export async function loadOrderFacts(id: number, client: Prisma.TransactionClient = db) {
  return orderFacts(
    await client.order.findUniqueOrThrow({ where: { id }, include: orderFactsInclude })
  )
}

/** Many orders' facts in one round of queries (the 1C export), in the order of `ids`. */
export async function loadOrderFactsMany(ids: number[], client: Prisma.TransactionClient = db) {
  const rows = await client.order.findMany({
    where: { id: { in: ids } },
    include: orderFactsInclude,
  })
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [orderFacts(row)] : []
  })
}

/** The customer's view (GraphQL Order, REST's serializer): the facts and whether they may edit. */
export interface OrderView extends OrderFacts<LineProduct<OrderWithRelations>> {
  isEditable: boolean
}

export const toOrderView = (order: OrderWithRelations): OrderView => {
  const facts = orderFacts(order)
  return { ...facts, isEditable: isEditable(facts.status) }
}

export async function loadView(id: number, client: Prisma.TransactionClient = db) {
  return toOrderView(await client.order.findUniqueOrThrow({ where: { id }, include: orderInclude }))
}

/**
 * The view after a write, telling which lines were just lowered to the
 * stock (SPEC §4: 'В наличии {N} товаров'): the stored quantity already
 * fits, so the view alone would not say that less than asked was taken.
 */
export async function viewAfterWrite(
  tx: Prisma.TransactionClient,
  id: number,
  written: WrittenLine[]
) {
  const view = await loadView(id, tx)
  const lowered = new Map(written.filter((w) => w.capped).map((w) => [w.productId, w.message]))
  for (const item of view.items) {
    if (lowered.has(item.product.id)) item.errorMessage = lowered.get(item.product.id) ?? null
  }
  return view
}
