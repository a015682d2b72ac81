import { Prisma } from '@prisma/client'

import { db } from 'src/lib/db'
import { totalsOf } from 'src/lib/domain/money'
import {
  ORDER_STATUS_TITLES,
  isEditable,
  type OrderStatusName,
} from 'src/lib/domain/orderLifecycle'
import { orderLineState, type OrderLineState } from 'src/lib/domain/orderLines'
import { formatKzPhone } from 'src/lib/domain/phone'
import { availabilityOf } from 'src/lib/domain/stockAvailability'
import {
  amountDue,
  chargeOfFee,
  deliveryChargeText,
  FULFILMENT_TITLES,
  type FulfilmentMethod,
} from 'src/modules/orders/rules/delivery'
import {
  PAYMENT_STATE_TITLES,
  type PaymentStateName,
} from 'src/modules/payments/rules/paymentLifecycle'
import {
  customerPriceTypeSelect,
  customerPriceView,
  pricedForViewer,
  unitPriceOf,
  type PriceView,
} from 'src/modules/pricing'
import { productInclude, type ProductWithRelations } from 'src/services/products/products'

import type { WrittenLine } from '../workflow/orderAccess'

/**
 * An order as every edge shows it (GraphQL, REST's serializer, letters):
 * the rows with the line rule of domain/orderLines applied.
 */

export const orderInclude = {
  items: { include: { product: { include: productInclude } }, orderBy: { id: 'asc' } },
  // The owner's price type: a draft shows the owner's prices to staff too.
  user: { select: customerPriceTypeSelect },
  files: { orderBy: { id: 'asc' } },
  shop: true,
  paymentType: true,
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
  /** The latest online payment attempt's state; null: never paid online. */
  paymentStatus: PaymentStateName | null
  /** «Оплачен», «Ожидает оплаты», …; null with paymentStatus. */
  paymentStatusTitle: string | null
  items: OrderLineView[]
  files: OrderWithRelations['files']
  /** A guest order's contact (the phone as the mask shows it). */
  guest: { name: string; phone: string } | null
  fulfilment: FulfilmentView
  /** The checkout's contact; null for orders placed without one. */
  contact: { name: string; phone: string; email: string } | null
  paymentType: OrderWithRelations['paymentType']
}

export interface FulfilmentView {
  method: FulfilmentMethod
  title: string
  city: string
  address: string
  preferredTime: string
  /** null: a transport company's tariff, named by the manager. */
  fee: number | null
  feeText: string
  /** The goods' total plus a fixed fee. */
  amountDue: number
}

function fulfilmentOf(order: OrderWithRelations, total: number): FulfilmentView {
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

/** Whose prices an order's lines show: its owner's price type (guests: retail). */
export const orderPriceView = (order: {
  user: Prisma.UserGetPayload<{ select: typeof customerPriceTypeSelect }> | null
}): PriceView => customerPriceView(order.user)

export function toOrderView(order: OrderWithRelations): OrderView {
  const isDraft = order.status === 'draft'
  const view = orderPriceView(order)
  const items = order.items.map((item) => {
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
  const totals = totalsOf(items)
  const total = !isDraft && order.total !== null ? Number(order.total) : totals.total
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusTitle: ORDER_STATUS_TITLES[order.status],
    isEditable: isEditable(order.status),
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
    items,
    files: order.files,
    guest:
      order.userId === null && order.guestName && order.guestPhone
        ? { name: order.guestName, phone: formatKzPhone(order.guestPhone) }
        : null,
    fulfilment: fulfilmentOf(order, total),
    contact: order.contactPhone
      ? {
          name: order.contactName,
          phone: formatKzPhone(order.contactPhone),
          email: order.contactEmail,
        }
      : null,
    paymentType: order.paymentType,
  }
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
