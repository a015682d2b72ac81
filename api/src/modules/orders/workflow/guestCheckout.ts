import type { Prisma } from '@prisma/client'

import { db } from 'src/lib/db'
import { totalsOf } from 'src/lib/domain/money'
import { InvalidInputError, NotFoundError } from 'src/lib/errors'
import { enforce, RATE_RULES } from 'src/lib/rateLimit'
import { deliveryChargeOf } from 'src/modules/orders/rules/delivery'
import {
  GUEST_SHOP_MESSAGE,
  type GuestOrderFormInput,
  type GuestOrderLookupInput,
} from 'src/modules/orders/rules/guestOrder'
import { fixInvoiceParties } from 'src/modules/orders/workflow/invoiceParties'
import { fixedLinePrice, RETAIL_VIEW, typePricesInclude } from 'src/modules/pricing'

import { loadView, orderInclude, toOrderView, type OrderView } from '../readModel/orderFacts'

import { ORDER_NOT_FOUND } from './orderAccess'
import { nextOrderNumber, resolveLines, type ProductLine } from './orderRows'
import { transitionOrder } from './transition'

/**
 * A guest's operator order (SPEC §2 modals, §3 "Guest order payload", §5
 * "Operator form"), in named steps: limit → check the shop → resolve the
 * lines → store the order with its lines and today's prices, and pickup or
 * delivery with the fee the checkout's rule gives → place it (the
 * transition queues the CRM lead and the letter in the same transaction).
 */
export async function placeGuestOrder(
  input: GuestOrderFormInput,
  client: { ip: string }
): Promise<OrderView> {
  await enforce(RATE_RULES.guestOrderPerIp, client.ip)
  const shop = await assertShopTakesGuests(input.shop)
  const shopCities = (await db.shop.findMany({ select: { city: true } })).map((s) => s.city)
  const lines = await resolveLines(input.items, 'items')
  const orderId = await db.$transaction(async (tx) => {
    const order = await tx.order.create({
      data: {
        number: await nextOrderNumber(tx),
        guestName: input.name,
        guestEmail: input.email,
        guestPhone: input.phoneNumber,
        shopId: input.shop,
        comment: input.comment,
        privacyPolicyAccepted: input.privacyPolicyAccepted,
      },
    })
    const goodsTotal = await writeGuestLines(tx, order.id, lines)
    // Delivery to the chosen city's address, charged by the checkout's rule.
    const charge = deliveryChargeOf({
      method: input.fulfilment,
      city: shop.city,
      goodsTotal,
      shopCities,
    })
    await tx.order.update({
      where: { id: order.id },
      data: {
        fulfilment: input.fulfilment,
        deliveryCity: input.fulfilment === 'delivery' ? shop.city : '',
        deliveryAddress: input.address,
        deliveryTime: input.deliveryTime,
        deliveryFee: charge.amount,
      },
    })
    await fixInvoiceParties(tx, order)
    await transitionOrder(tx, order, { to: 'placed', actor: 'guest', actorId: null, client })
    return order.id
  })
  return loadView(orderId)
}

async function assertShopTakesGuests(shopId: number) {
  const shop = await db.shop.findFirst({ where: { id: shopId, isCanOrderByGuest: true } })
  if (!shop) throw new InvalidInputError({ shop: [GUEST_SHOP_MESSAGE] })
  return shop
}

/**
 * The lines as asked (the operator confirms quantities with the guest, so no
 * stock cap), the same product summed, at today's prices, and the total.
 */
async function writeGuestLines(
  tx: Prisma.TransactionClient,
  orderId: number,
  lines: ProductLine[]
) {
  const quantities = new Map<number, number>()
  for (const line of lines) {
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity)
  }
  const products = await tx.product.findMany({
    where: { id: { in: [...quantities.keys()] } },
    select: { id: true, price: true, currentPrice: true, lastPrice: true, ...typePricesInclude },
  })
  // A guest pays retail, with retail's quantity breaks.
  const priced = products.map(({ id, ...product }) => {
    const quantity = quantities.get(id)!
    return { orderId, productId: id, quantity, ...fixedLinePrice(product, RETAIL_VIEW, quantity) }
  })
  await tx.orderItem.createMany({ data: priced })
  const total = totalsOf(priced).total
  await tx.order.update({ where: { id: orderId }, data: { total } })
  return total
}

/**
 * GET /order/{ref}/?guest_user__phone=… (SPEC §2 /my-orders): a guest order
 * by the number the shopper was shown («A-001085», or bare digits: that
 * number or the order's internal code) and the phone it was placed with
 * (normalised by the schema). A wrong phone, a customer's order and a missing
 * one answer the same 404. Limited per IP, so numbers cannot be walked.
 */
export async function findGuestOrder(
  input: GuestOrderLookupInput,
  client: { ip: string }
): Promise<OrderView> {
  await enforce(RATE_RULES.guestOrderLookupPerIp, client.ip)
  const { number, id } = input.order
  const matches = await db.order.findMany({
    where: {
      userId: null,
      guestPhone: input.phone,
      OR: [{ number }, ...(id === null ? [] : [{ id }])],
    },
    include: orderInclude,
  })
  // Bare digits may name two orders of one phone: the number is what shoppers are shown.
  const order = matches.find((match) => match.number === number) ?? matches[0]
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND)
  return toOrderView(order)
}
