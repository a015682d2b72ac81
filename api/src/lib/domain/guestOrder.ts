import { z } from 'zod'

import type { FieldErrors } from '../errors'

import { boundedText, checkEmail, REQUIRED_MESSAGE } from './contactFields'
import {
  consent,
  email,
  id,
  integer,
  kzPhone,
  line,
  longText,
  MAX_DB_INTEGER,
  type InputOf,
} from './inputFields'
import { orderLinesInput, parseArticleLines, type ArticleLine } from './orderLines'
import { normalizeKzPhone, PHONE_INCOMPLETE_MESSAGE } from './phone'

/**
 * The operator order form of a guest (SPEC §3 "Guest order payload", §5
 * "Operator form"): name, e-mail, phone_number, items[], comment, shop,
 * privacy_policy_accepted. Pure: the shops that take guest orders are
 * passed in. Every problem is reported at once, per field, as SPEC words it.
 */
export const PRIVACY_MESSAGE =
  'Необходимо принять согласие с политикой обработки персональных данных'
export const GUEST_SHOP_MESSAGE = 'Выберите город из списка.'

export const GUEST_NAME_MAX = 150
export const COMMENT_MAX = 2000

export interface GuestOrderInput {
  name: string
  email: string
  /** E.164, e.g. +77011234567. */
  phone: string
  shopId: number
  comment: string
  items: ArticleLine[]
}

const isAccepted = (value: unknown) => value === true || value === 'true' || value === 'on'

export function parseGuestOrder(
  raw: unknown,
  guestShopIds: readonly number[]
): { order: GuestOrderInput } | { fields: FieldErrors } {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
  const fields: FieldErrors = {}

  const name = boundedText(body.name, GUEST_NAME_MAX)
  if ('error' in name) fields.name = [name.error]
  else if (!name.value) fields.name = [REQUIRED_MESSAGE]

  const email = checkEmail(body.email)
  if ('error' in email) fields.email = [email.error]

  // The form drops an empty phone_number (SPEC §5): absent is «required».
  const phoneText = typeof body.phone_number === 'string' ? body.phone_number.trim() : ''
  const phone = phoneText ? normalizeKzPhone(phoneText) : null
  if (!phoneText) fields.phone_number = [REQUIRED_MESSAGE]
  else if (!phone) fields.phone_number = [PHONE_INCOMPLETE_MESSAGE]

  const shopId = Number(body.shop)
  if (body.shop === undefined || body.shop === null || body.shop === '') {
    fields.shop = [REQUIRED_MESSAGE]
  } else if (!Number.isInteger(shopId) || !guestShopIds.includes(shopId)) {
    fields.shop = [GUEST_SHOP_MESSAGE]
  }

  const items = parseArticleLines(body.items)
  if ('errors' in items) fields.items = items.errors

  const comment = boundedText(body.comment, COMMENT_MAX)
  if ('error' in comment) fields.comment = [comment.error]

  if (!isAccepted(body.privacy_policy_accepted)) fields.privacy_policy_accepted = [PRIVACY_MESSAGE]

  if (
    Object.keys(fields).length ||
    'error' in name ||
    'error' in email ||
    'error' in comment ||
    'errors' in items ||
    !phone
  ) {
    return { fields }
  }
  return {
    order: {
      name: name.value,
      email: email.email,
      phone,
      shopId,
      comment: comment.value,
      items: items.lines,
    },
  }
}

/**
 * The one input of a guest's operator order: `POST /order/` without a
 * session (old names phone_number, privacy_policy_accepted), GraphQL
 * `submitGuestOrder(input)` and the operator form. Whether `shop` takes
 * guest orders is the service's to check (that is data).
 */
export const guestOrderInput = z.object({
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
})
export type GuestOrderFormInput = InputOf<typeof guestOrderInput>

export const ORDER_ID_MESSAGE = 'Введите код заказа — целое число из письма.'

/**
 * A guest looking up their order (/my-orders, `GET /order/{id}/?guest_user__phone=`):
 * the code from the letter and the phone given with the order. The api
 * answers a phone that matches nothing with 404 and no hint.
 */
export const guestOrderLookupInput = z.object({
  orderId: id(ORDER_ID_MESSAGE),
  phone: kzPhone(),
})
export type GuestOrderLookupInput = InputOf<typeof guestOrderLookupInput>
