import { REQUIRED_MESSAGE } from '../../../lib/domain/contactFields'
import {
  consent,
  email,
  id,
  kzPhone,
  line,
  longText,
  type InputOf,
} from '../../../lib/domain/inputFields'
import { localeInput } from '../../../lib/domain/locale'
import {
  MAX_ORDER_LINES,
  orderLinesInput,
  TOO_MANY_LINES_MESSAGE,
} from '../../../lib/domain/orderLines'
import { ARTICLE_MAX } from '../../../lib/domain/productFields'
import { z } from '../../../lib/domain/zod'

import {
  ADDRESS_MAX,
  ADDRESS_REQUIRED_MESSAGE,
  CHOOSE_FULFILMENT_MESSAGE,
  CITY_MAX,
  CITY_REQUIRED_MESSAGE,
  DELIVERY_TIME_MAX,
  FULFILMENT_METHODS,
  type FulfilmentMethod,
} from './delivery'
import { COMMENT_MAX, GUEST_NAME_MAX, PRIVACY_MESSAGE } from './guestOrder'

/**
 * The account checkout (issue 20 «A checkout a shopper expects»): one page
 * from the cart to a placed order. The shopper picks the cart lines to order
 * (all of them when `articles` is left out), pickup at a shop or delivery
 * (city, address, preferred time), a payment type and the contact the shop
 * calls; the REST body, the GraphQL input and the checkout form are parsed by
 * this one schema, and every problem is reported at once, per field.
 */
export const CHOOSE_PICKUP_SHOP_MESSAGE = 'Выберите магазин.'
export const CHOOSE_PAYMENT_MESSAGE = 'Выберите способ оплаты.'
export const ARTICLES_MESSAGE = 'Передайте список артикулов из корзины.'

/** A select left on its placeholder sends '' — the same as nothing chosen. */
const chosenId = (message: string) =>
  z
    .preprocess((value) => (value === '' ? null : value), id(message).nullish())
    .transform((value) => value ?? null)

/** What every checkout asks, account or guest: how the goods come, how they are paid, whom to call. */
const checkoutFields = {
  fulfilment: z.enum(FULFILMENT_METHODS, { error: CHOOSE_FULFILMENT_MESSAGE }),
  shop: chosenId(CHOOSE_PICKUP_SHOP_MESSAGE),
  city: line({ max: CITY_MAX }),
  address: line({ max: ADDRESS_MAX }),
  deliveryTime: line({ max: DELIVERY_TIME_MAX }),
  paymentType: chosenId(CHOOSE_PAYMENT_MESSAGE),
  name: line({ max: GUEST_NAME_MAX, required: REQUIRED_MESSAGE }),
  phone: kzPhone(),
  email: email(),
  comment: longText({ max: COMMENT_MAX }),
  /** The page's language: the order's letters (and an account's from then on) are written in it. */
  locale: localeInput().optional(),
}

interface CheckoutChoiceFields {
  fulfilment: FulfilmentMethod
  shop: number | null
  city: string
  address: string
  deliveryTime: string
  paymentType: number | null
}

/**
 * The rules across fields every checkout shares: pickup needs a shop,
 * delivery a city and an address, and a payment type is chosen; pickup keeps
 * no address.
 */
function withCheckoutRules<S extends z.ZodObject>(schema: S) {
  return schema
    .superRefine(
      (value, context) => {
        // With `when` it also runs on a body that is not an object at all.
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return
        const input = value as unknown as CheckoutChoiceFields
        const missing = (path: string, message: string) =>
          context.addIssue({ code: 'custom', path: [path], message, input: null })
        // Runs beside the fields' own errors; a field that failed is not also «missing».
        if (input.fulfilment === 'pickup' && input.shop === null) {
          missing('shop', CHOOSE_PICKUP_SHOP_MESSAGE)
        }
        if (input.fulfilment === 'delivery') {
          if (input.city === '') missing('city', CITY_REQUIRED_MESSAGE)
          if (input.address === '') missing('address', ADDRESS_REQUIRED_MESSAGE)
        }
        if (input.paymentType === null) missing('paymentType', CHOOSE_PAYMENT_MESSAGE)
      },
      { when: () => true }
    )
    .transform((value) => {
      const input = value as z.output<S> & CheckoutChoiceFields
      // Pickup keeps no address; delivery ships from the chosen shop when one is named.
      return (
        input.fulfilment === 'pickup'
          ? { ...input, shop: input.shop!, city: '', address: '', deliveryTime: '' }
          : input
      ) as z.output<S> & CheckoutChoiceFields
    })
}

export const cartCheckoutInput = withCheckoutRules(
  z.object({
    articles: z
      .array(line({ max: ARTICLE_MAX, required: ARTICLES_MESSAGE }), { error: ARTICLES_MESSAGE })
      .min(1, ARTICLES_MESSAGE)
      .max(MAX_ORDER_LINES, TOO_MANY_LINES_MESSAGE)
      .nullish()
      .transform((articles) => (articles ? [...new Set(articles)] : null)),
    ...checkoutFields,
  })
)
export type CartCheckoutInput = InputOf<typeof cartCheckoutInput>

/**
 * A guest's checkout (issue 30 §1): the same page as an account's, with the
 * lines of the guest's browser cart (`items`, as the operator form sends them)
 * and the consent to the privacy policy a guest gives with their contact.
 * REST `POST /order/checkout/` without a session, GraphQL `checkoutAsGuest`
 * and the guest's checkout form read it.
 */
const guestCheckoutFields = z.object({
  items: orderLinesInput,
  ...checkoutFields,
  privacyPolicyAccepted: consent(PRIVACY_MESSAGE),
})
export const guestCheckoutInput = withCheckoutRules(guestCheckoutFields)
export type GuestCheckoutInput = InputOf<typeof guestCheckoutInput>

/** The guest checkout form's part of it: its lines come from the cart, not from fields. */
export const guestCheckoutFormFields = withCheckoutRules(guestCheckoutFields.omit({ items: true }))
