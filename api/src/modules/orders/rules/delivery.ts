import { formatTenge, fromTiyn, toTiyn } from '../../../lib/domain/money'

/**
 * How a placed order reaches the shopper, and what delivery costs (issue 20
 * «A checkout a shopper expects»; the shop's own words on /delivery and in
 * the FAQ): pickup at a shop is free; delivery within a city that has a shop
 * (Атырау, Актобе) is free from 10 000 ₸ of goods and 1 500 ₸ below that;
 * delivery to any other city goes by a transport company at its tariff,
 * which the manager names when confirming. Pure; the checkout page shows it
 * as the shopper chooses, and the order service fixes it at placing.
 */
export const FULFILMENT_METHODS = ['pickup', 'delivery'] as const

// Limits and messages of the delivery fields, shared by the account checkout
// and the guest's operator order (domain/checkout.ts, domain/guestOrder.ts).
export const CITY_MAX = 100
export const ADDRESS_MAX = 300
export const DELIVERY_TIME_MAX = 100
export const CHOOSE_FULFILMENT_MESSAGE = 'Выберите способ получения.'
export const CITY_REQUIRED_MESSAGE = 'Укажите город.'
export const ADDRESS_REQUIRED_MESSAGE = 'Укажите адрес доставки.'
export type FulfilmentMethod = (typeof FULFILMENT_METHODS)[number]

export const FULFILMENT_TITLES: Record<FulfilmentMethod, string> = {
  pickup: 'Самовывоз из магазина',
  delivery: 'Доставка',
}

export const DELIVERY_RULES = {
  /** Goods worth this much or more travel free within a shop's city. */
  freeFrom: 10_000,
  /** Delivery within a shop's city below `freeFrom`. */
  cityFee: 1_500,
} as const

export type DeliveryCharge =
  /** Nothing to pay for getting the goods (pickup, or free delivery). */
  | { kind: 'free'; amount: 0 }
  /** A fixed fee, added to the order's total. */
  | { kind: 'fee'; amount: number }
  /** A transport company's tariff: named by the manager, not part of the total. */
  | { kind: 'carrier'; amount: null }

/** Cities compare as people type them: case, ё/е and spaces aside. */
export const cityKey = (city: string) =>
  city.trim().toLocaleLowerCase('ru').replace(/ё/g, 'е').replace(/\s+/g, ' ')

export interface DeliveryQuestion {
  method: FulfilmentMethod
  /** Where to deliver; ignored for pickup. */
  city?: string | null
  /** The priced goods' sum in tenge (goods on request are not in it). */
  goodsTotal: number
  /** The cities with a shop (Shop.city). */
  shopCities: readonly string[]
}

export function deliveryChargeOf(question: DeliveryQuestion): DeliveryCharge {
  if (question.method === 'pickup') return { kind: 'free', amount: 0 }
  const city = cityKey(question.city ?? '')
  if (!city || !question.shopCities.some((shopCity) => cityKey(shopCity) === city)) {
    return { kind: 'carrier', amount: null }
  }
  if (toTiyn(question.goodsTotal) >= toTiyn(DELIVERY_RULES.freeFrom)) {
    return { kind: 'free', amount: 0 }
  }
  return { kind: 'fee', amount: DELIVERY_RULES.cityFee }
}

/** The charge an order holds, from its stored fee (null: a carrier's tariff). */
export function chargeOfFee(fee: number | null): DeliveryCharge {
  if (fee === null) return { kind: 'carrier', amount: null }
  return fee > 0 ? { kind: 'fee', amount: fee } : { kind: 'free', amount: 0 }
}

/** What the checkout and the order say about the charge. */
export function deliveryChargeText(charge: DeliveryCharge, method: FulfilmentMethod): string {
  if (charge.kind === 'carrier') return 'По тарифу транспортной компании — сообщит менеджер'
  if (charge.kind === 'fee') return formatTenge(charge.amount)
  return method === 'pickup' ? 'Бесплатно' : 'Бесплатно (заказ от 10 000 ₸)'
}

/** The sum to pay: the goods plus a fixed delivery fee (a carrier's tariff is paid apart). */
export function amountDue(goodsTotal: number, charge: DeliveryCharge): number {
  return fromTiyn(toTiyn(goodsTotal) + (charge.kind === 'fee' ? toTiyn(charge.amount) : 0))
}

/** How an order reaches its buyer, as the order's facts hold it (readModel/orderFacts). */
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
