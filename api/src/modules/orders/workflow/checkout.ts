import type { Prisma } from '@prisma/client'

import { db } from 'src/lib/db'
import { installmentProblem, type InstallmentTerms } from 'src/lib/domain/installment'
import { DEFAULT_LOCALE } from 'src/lib/domain/locale'
import { ConflictError, InvalidInputError } from 'src/lib/errors'
import { requireViewerId } from 'src/lib/viewer'
import type { CartCheckoutInput } from 'src/modules/orders/rules/checkout'
import { CHOOSE_PAYMENT_MESSAGE } from 'src/modules/orders/rules/checkout'
import { amountDue, deliveryChargeOf } from 'src/modules/orders/rules/delivery'

import { loadView, type OrderView } from '../readModel/orderFacts'

import { nextOrderNumber, type ProductLine } from './orderRows'
import {
  assertShopExists,
  placeLockedDraft,
  PLACING_TRANSACTION,
  type PlacingDetails,
} from './placing'

export const NOTHING_TO_CHECK_OUT_MESSAGE =
  'В корзине нет выбранных товаров. Добавьте товары и оформите заказ снова.'

/**
 * The account checkout (issue 20): the chosen cart lines become a placed
 * order in one step, in one transaction — choices checked → the cart locked
 * and the chosen lines taken out of it → an order made of them → the steps
 * every placing shares (stock, fixed prices, delivery fee, the transition to
 * «placed» with its letter and notification). Any refusal (a line short of
 * stock: 409 with each line) rolls everything back, so the cart keeps its
 * lines until an order is placed. A second click finds the lines gone and is
 * told so (409), never making a second order.
 */
export async function checkoutCart(
  input: CartCheckoutInput,
  installment: InstallmentTerms | null
): Promise<OrderView> {
  const userId = requireViewerId()
  const choices = await resolveChoices(input, installment)
  const orderId = await db.$transaction(async (tx) => {
    const lines = await takeChosenCartLines(tx, userId, input.articles)
    const order = await tx.order.create({
      data: { number: await nextOrderNumber(tx), userId, locale: input.locale ?? DEFAULT_LOCALE },
    })
    // Ordering from a page in a language makes it the account's (its letters, from this one on).
    if (input.locale)
      await tx.user.update({ where: { id: userId }, data: { locale: input.locale } })
    await tx.orderItem.createMany({
      data: lines.map((line) => ({ orderId: order.id, ...line })),
    })
    await placeLockedDraft(
      tx,
      order,
      { actor: 'customer', actorId: userId },
      checkoutDetails(input, choices)
    )
    return order.id
  }, PLACING_TRANSACTION)
  return loadView(orderId)
}

export interface CheckoutChoices {
  paymentTypeId: number
  shopCities: string[]
  /** «В рассрочку» was chosen: its bounds now (null: installments are off). */
  installment: { terms: InstallmentTerms | null } | null
}

/**
 * The shop (required for pickup) and the payment type must exist and be
 * offered; «В рассрочку» only while installments are (checked again on the
 * fixed sum at placing, checkoutDetails). `installment`: the payments
 * area's bounds now, handed in by the edge (null: installments are off).
 */
export async function resolveChoices(
  input: Pick<CartCheckoutInput, 'shop' | 'paymentType'>,
  installment: InstallmentTerms | null
): Promise<CheckoutChoices> {
  if (input.shop !== null) await assertShopExists(input.shop)
  const [paymentType, shops] = await Promise.all([
    db.paymentType.findFirst({
      where: { id: input.paymentType!, isActive: true },
      select: { id: true, kind: true },
    }),
    db.shop.findMany({ select: { city: true } }),
  ])
  if (!paymentType) throw new InvalidInputError({ paymentType: [CHOOSE_PAYMENT_MESSAGE] })
  const chosenInstallment = paymentType.kind === 'installment' ? { terms: installment } : null
  if (chosenInstallment && chosenInstallment.terms === null) {
    throw new InvalidInputError({ paymentType: [installmentProblem(null, null)!] })
  }
  return {
    paymentTypeId: paymentType.id,
    shopCities: shops.map((shop) => shop.city),
    installment: chosenInstallment,
  }
}

/**
 * The chosen lines of the caller's cart (all when `articles` is null), taken
 * out of it. The cart row is locked first, so two checkouts of one cart
 * cannot both take the same lines.
 */
async function takeChosenCartLines(
  tx: Prisma.TransactionClient,
  userId: number,
  articles: string[] | null
): Promise<ProductLine[]> {
  const [cart] = await tx.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "Cart" WHERE "userId" = ${userId} FOR UPDATE`
  const items = cart
    ? await tx.cartItem.findMany({
        where: {
          cartId: cart.id,
          ...(articles ? { product: { article: { in: articles } } } : {}),
        },
        select: { id: true, productId: true, quantity: true },
        orderBy: { id: 'asc' },
      })
    : []
  if (items.length === 0) throw new ConflictError(NOTHING_TO_CHECK_OUT_MESSAGE)
  await tx.cartItem.deleteMany({ where: { id: { in: items.map((item) => item.id) } } })
  return items.map((item) => ({ productId: item.productId, quantity: item.quantity }))
}

/**
 * What the checkout writes on the order; the delivery fee follows the fixed
 * goods total. «В рассрочку» for a sum outside the bounds is refused here, on
 * the prices just fixed, and the whole placing rolls back (400 on the field).
 */
export function checkoutDetails(
  input: Omit<CartCheckoutInput, 'articles'>,
  choices: CheckoutChoices
): PlacingDetails {
  return (goodsTotal, hasUnpriced) => {
    const charge = deliveryChargeOf({
      method: input.fulfilment,
      city: input.city,
      goodsTotal,
      shopCities: choices.shopCities,
    })
    if (choices.installment) {
      const problem = installmentProblem(
        hasUnpriced ? null : amountDue(goodsTotal, charge),
        choices.installment.terms
      )
      if (problem) throw new InvalidInputError({ paymentType: [problem] })
    }
    return {
      shopId: input.shop,
      paymentTypeId: choices.paymentTypeId,
      fulfilment: input.fulfilment,
      deliveryCity: input.city,
      deliveryAddress: input.address,
      deliveryTime: input.deliveryTime,
      deliveryFee: charge.amount,
      contactName: input.name,
      contactPhone: input.phone,
      contactEmail: input.email,
      comment: input.comment,
    }
  }
}
