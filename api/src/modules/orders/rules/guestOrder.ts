import { COMMENT_MAX, REQUIRED_MESSAGE } from '../../../lib/domain/contactFields'
import {
  consent,
  email,
  integer,
  kzPhone,
  line,
  longText,
  MAX_DB_INTEGER,
  type InputOf,
} from '../../../lib/domain/inputFields'
import { localeInput } from '../../../lib/domain/locale'
import { orderLinesInput } from '../../../lib/domain/orderLines'
import { z } from '../../../lib/domain/zod'

import {
  ADDRESS_MAX,
  ADDRESS_REQUIRED_MESSAGE,
  CHOOSE_FULFILMENT_MESSAGE,
  DELIVERY_TIME_MAX,
  FULFILMENT_METHODS,
  type FulfilmentMethod,
} from './delivery'
import { ORDER_REFERENCE_MESSAGE, parseOrderReference } from './orderReference'

export { ORDER_REFERENCE_MESSAGE } from './orderReference'

/**
 * The operator order form of a guest (SPEC §3 "Guest order payload", §5
 * "Operator form"): name, e-mail, phone_number, items[], comment, shop,
 * privacy_policy_accepted. Every problem is reported at once, per field, as
 * SPEC words it.
 */
export const PRIVACY_MESSAGE =
  'Необходимо принять согласие с политикой обработки персональных данных'
export const GUEST_SHOP_MESSAGE = 'Выберите город из списка.'

export const GUEST_NAME_MAX = 150
export { COMMENT_MAX }

/**
 * The one input of a guest's operator order: `POST /order/` without a
 * session (old names phone_number, privacy_policy_accepted), GraphQL
 * `submitGuestOrder(input)` and the operator form. Whether `shop` takes
 * guest orders is the service's to check (that is data).
 *
 * Pickup or delivery as in the account checkout (issue 20): the old site's
 * body, without `fulfilment`, is a pickup; delivery goes to an address in
 * the chosen shop's city and needs that address.
 */
const guestOrderFields = z.object({
  name: line({ max: GUEST_NAME_MAX, required: REQUIRED_MESSAGE }),
  email: email(),
  phoneNumber: kzPhone(),
  items: orderLinesInput,
  comment: longText({ max: COMMENT_MAX }),
  // Chosen from a list: whatever is wrong, the shopper is asked to choose.
  shop: integer({
    min: 1,
    max: MAX_DB_INTEGER,
    message: GUEST_SHOP_MESSAGE,
    invalid: GUEST_SHOP_MESSAGE,
    required: GUEST_SHOP_MESSAGE,
  }),
  privacyPolicyAccepted: consent(PRIVACY_MESSAGE),
  /** The page's language: the guest's letters are written in it. */
  locale: localeInput().optional(),
  fulfilment: z
    .enum(FULFILMENT_METHODS, { error: CHOOSE_FULFILMENT_MESSAGE })
    .nullish()
    .transform((method) => method ?? 'pickup'),
  address: line({ max: ADDRESS_MAX }),
  deliveryTime: line({ max: DELIVERY_TIME_MAX }),
})

interface DeliveryFields {
  fulfilment: FulfilmentMethod
  address: string
  deliveryTime: string
}

/** Delivery needs an address; a pickup keeps none. */
function withDeliveryRule<S extends z.ZodObject>(schema: S) {
  return schema
    .superRefine(
      (value, context) => {
        // With `when` it also runs on a body that is not an object at all.
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return
        const input = value as unknown as DeliveryFields
        if (input.fulfilment === 'delivery' && input.address === '') {
          context.addIssue({
            code: 'custom',
            path: ['address'],
            message: ADDRESS_REQUIRED_MESSAGE,
            input: null,
          })
        }
      },
      { when: () => true }
    )
    .transform((value): z.output<S> & DeliveryFields => {
      const input = value as z.output<S> & DeliveryFields
      return input.fulfilment === 'pickup' ? { ...input, address: '', deliveryTime: '' } : input
    })
}

export const guestOrderInput = withDeliveryRule(guestOrderFields)

/** The operator form's part of it: its lines come from the cart, not from fields. */
export const guestOrderFormFields = withDeliveryRule(guestOrderFields.omit({ items: true }))
export type GuestOrderFormInput = InputOf<typeof guestOrderInput>

/**
 * A guest looking up their order (/my-orders, `GET /order/{ref}/?guest_user__phone=`,
 * GraphQL `guestOrder`): the number from the letter («A-001085», or its
 * internal code) and the phone given with the order. The api answers a phone
 * that matches nothing with 404 and no hint.
 */
export const guestOrderLookupInput = z.object({
  order: z
    .union([z.string(), z.number()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? REQUIRED_MESSAGE
          : ORDER_REFERENCE_MESSAGE,
    })
    .refine((value) => String(value).trim() !== '', REQUIRED_MESSAGE)
    .transform((value, context) => {
      const reference = parseOrderReference(value)
      if (reference) return reference
      if (String(value).trim() !== '') {
        context.addIssue({ code: 'custom', message: ORDER_REFERENCE_MESSAGE, input: value })
      }
      return z.NEVER
    })
    .meta({ example: 'A-001085' }),
  phone: kzPhone(),
})
export type GuestOrderLookupInput = InputOf<typeof guestOrderLookupInput>
