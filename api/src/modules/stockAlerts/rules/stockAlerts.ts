/**
 * «Сообщить о поступлении» (issue 34 §3): who may ask to be told when a
 * product arrives, when the arrival is due, and the texts people read.
 * Pure: the GraphQL mutation, the product page's dialog and the arrival
 * sweep all decide by these.
 */
import { AGREEMENT_REQUIRED_MESSAGE } from '../../../lib/domain/callbackLead'
import {
  consent,
  email,
  line,
  optionalConsent,
  optionalEmail,
  type InputOf,
} from '../../../lib/domain/inputFields'
import { localeInput } from '../../../lib/domain/locale'
import { ARTICLE_MAX } from '../../../lib/domain/productFields'
import { z } from '../../../lib/domain/zod'

import type { StockAlertRefusal } from './arrival'

export {
  canAskForArrival,
  isArrivalDue,
  stockAlertRefusal,
  type AlertProductFacts,
  type StockAlertRefusal,
} from './arrival'

export const STOCK_ALERT_BUTTON = 'Сообщить о поступлении'
export const stockAlertSavedMessage = (address: string) =>
  `Готово: мы напишем на ${address}, когда товар поступит в продажу.`
export const STOCK_ALERT_IN_STOCK = 'Товар уже в наличии: его можно заказать.'
export const STOCK_ALERT_PRICE_ON_REQUEST =
  'Цену и срок поставки этого товара уточняйте у менеджера.'
export const STOCK_ALERT_PRODUCT_GONE = 'Товар не найден'
export const STOCK_ALERT_CANCELLED = 'Подписка отменена: письмо о поступлении не придёт.'
export const STOCK_ALERT_LINK_INVALID = 'Ссылка устарела: подписка уже отменена или товар поступил.'
export const STOCK_ALERT_EMAIL_REQUIRED = 'Укажите e-mail, на который сообщить о поступлении'

/** What a shopper sends: the product, and a guest's address and consent. */
export const stockAlertInput = z.object({
  article: line({ max: ARTICLE_MAX, required: STOCK_ALERT_PRODUCT_GONE }),
  // A customer is told at their account's address; the field is for guests.
  email: optionalEmail(),
  agreement: optionalConsent(AGREEMENT_REQUIRED_MESSAGE),
  /** The page's language: a guest's letters are written in it. */
  locale: localeInput().optional(),
})
export type StockAlertInput = InputOf<typeof stockAlertInput>

/** The guest form: the address and the consent are required there. */
export const guestStockAlertInput = stockAlertInput.extend({
  email: email(),
  agreement: consent(AGREEMENT_REQUIRED_MESSAGE),
})

export const STOCK_ALERT_REFUSALS: Record<StockAlertRefusal, string> = {
  gone: STOCK_ALERT_PRODUCT_GONE,
  in_stock: STOCK_ALERT_IN_STOCK,
  price_on_request: STOCK_ALERT_PRICE_ON_REQUEST,
}

/** Waiting alerts per product and address a stranger cannot exceed (see docs/security.md). */
export const MAX_WAITING_PER_EMAIL = 50
export const STOCK_ALERT_TOO_MANY = `На один адрес можно ждать не больше ${MAX_WAITING_PER_EMAIL} товаров. Отмените ненужные подписки в личном кабинете.`

export const stockAlertCancelInput = z.object({
  token: line({ max: 200, required: STOCK_ALERT_LINK_INVALID }),
})
