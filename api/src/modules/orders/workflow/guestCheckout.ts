import type { Prisma } from '@prisma/client'

import { db } from 'src/lib/db'
import type { InstallmentTerms } from 'src/lib/domain/installment'
import { DEFAULT_LOCALE } from 'src/lib/domain/locale'
import { totalsOf } from 'src/lib/domain/money'
import { InvalidInputError, NotFoundError } from 'src/lib/errors'
import { enforce, RATE_RULES } from 'src/lib/rateLimit'
import type { GuestCheckoutInput } from 'src/modules/orders/rules/checkout'
import { deliveryChargeOf } from 'src/modules/orders/rules/delivery'
import {
  GUEST_SHOP_MESSAGE,
  type GuestOrderFormInput,
  type GuestOrderLookupInput,
} from 'src/modules/orders/rules/guestOrder'
import { fixInvoiceParties } from 'src/modules/orders/workflow/invoiceParties'
import { fixedLinePrice, RETAIL_VIEW, typePricesInclude } from 'src/modules/pricing'

import { loadView, orderInclude, toOrderView, type OrderView } from '../readModel/orderFacts'

import { checkoutDetails, resolveChoices } from './checkout'
import { guestOrderKey, orderIdOfGuestKey } from './guestAccess'
import { ORDER_NOT_FOUND } from './orderAccess'
import { nextOrderNumber, resolveLines, sumByProduct, type ProductLine } from './orderRows'
import { placeLockedDraft, PLACING_TRANSACTION } from './placing'
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
        // The guest's letters are written in the language of the page they ordered on.
        locale: input.locale ?? DEFAULT_LOCALE,
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
    await transitionOrder(tx, order, {
      to: 'placed',
      actor: 'guest',
      actorId: null,
      client,
      stock: 'hold-what-is-free',
    })
    return order.id
  }, PLACING_TRANSACTION)
  return loadView(orderId)
}

/** A guest's order as its own buyer reads it: the view and the key to its page. */
export type GuestOrderView = OrderView & { guestKey: string }

const withGuestKey = (view: OrderView): GuestOrderView => ({
  ...view,
  guestKey: guestOrderKey(view.id),
})

/**
 * A guest's checkout (issue 30 §1): the account checkout's one page for a
 * shopper without an account, in its named steps — limit → the shop (it must
 * take guest orders) and the payment type → the lines of the browser cart →
 * an order made of them, with the guest's contact and consent → the steps
 * every placing shares (placing.placeLockedDraft: retail prices fixed, the
 * delivery fee, the stock checked and held — a line short of it is 409 and
 * nothing is stored — and the transition to «placed» with the guest's letter,
 * the orders mailbox's and the CRM lead). The answer carries the key to the
 * order's own page, where the guest pays online.
 */
export async function checkoutAsGuest(
  input: GuestCheckoutInput,
  client: { ip: string },
  installment: InstallmentTerms | null
): Promise<GuestOrderView> {
  await enforce(RATE_RULES.guestOrderPerIp, client.ip)
  if (input.shop !== null) await assertShopTakesGuests(input.shop)
  const choices = await resolveChoices(input, installment)
  const lines = sumByProduct(await resolveLines(input.items, 'items'))
  const placeDetails = checkoutDetails(input, choices)
  const orderId = await db.$transaction(async (tx) => {
    const order = await tx.order.create({
      data: {
        number: await nextOrderNumber(tx),
        guestName: input.name,
        guestEmail: input.email,
        guestPhone: input.phone,
        locale: input.locale ?? DEFAULT_LOCALE,
        privacyPolicyAccepted: input.privacyPolicyAccepted,
      },
    })
    await tx.orderItem.createMany({ data: lines.map((line) => ({ orderId: order.id, ...line })) })
    // The guest's contact is the order's guest: a look-up by number and phone shows no e-mail.
    await placeLockedDraft(
      tx,
      order,
      { actor: 'guest', actorId: null, client },
      (goodsTotal, hasUnpriced) => ({
        ...placeDetails(goodsTotal, hasUnpriced),
        contactName: '',
        contactPhone: '',
        contactEmail: '',
      })
    )
    return order.id
  }, PLACING_TRANSACTION)
  return withGuestKey(await loadView(orderId))
}

/**
 * GraphQL `guestOrderByKey`, REST `GET /order/guest/{key}/`: the guest's
 * order by the key of its page (their letters' link). A key that opens
 * nothing, or an account's order, is the same 404; limited per address like
 * the look-up by phone.
 */
export async function findGuestOrderByKey(
  key: string,
  client: { ip: string }
): Promise<GuestOrderView> {
  await enforce(RATE_RULES.guestOrderLookupPerIp, client.ip)
  return withGuestKey(toOrderView(await loadGuestOrderByKey(key)))
}

/** The guest's order a key opens, as the read model loads it; 404 for anything else. */
export async function loadGuestOrderByKey(key: string) {
  const orderId = orderIdOfGuestKey(key)
  const order =
    orderId === null
      ? null
      : await db.order.findFirst({ where: { id: orderId, userId: null }, include: orderInclude })
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND)
  return order
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
  const quantities = new Map(sumByProduct(lines).map((line) => [line.productId, line.quantity]))
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
): Promise<GuestOrderView> {
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
  // Number and phone open the order's page as its letter's link does.
  return withGuestKey(toOrderView(order))
}
