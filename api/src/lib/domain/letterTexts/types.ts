import type { Locale } from '../locale'
import type { Amount } from '../money'
import type { OrderStatusName } from '../orderLifecycle'

/** What each language's catalogue holds (see index.ts). */
export interface LetterTexts {
  locale: Locale
  greeting: string
  /** The closing lines of every letter, with its two leading line breaks. */
  signature: string
  /** A sum with ₸, or the on-request words for 0 / -1. */
  money: (amount: Amount | null | undefined) => string
  priceOnRequest: string
  /** A unit of goods as a price is given per it: «шт.», «дана». */
  unit: (unit?: string | null) => string

  account: {
    confirmSubject: string
    confirmText: (link: string) => string
    alreadyRegisteredSubject: string
    alreadyRegisteredText: (links: { login: string; recovery: string }) => string
    passwordResetSubject: string
    passwordResetText: (link: string) => string
  }

  order: {
    line: (line: {
      index: number
      name: string
      article: string
      quantity: number
      price: string
    }) => string
    /** The total when some line's price is on request. */
    totalWithUnpriced: (sum: string) => string
    totalLabel: string
    commentLabel: string
    /** Whose shop it is when none is chosen yet (the buyer's letter). */
    shopUnknown: string
    paymentLine: (paymentTypeName: string) => string
    pickupLine: (shop: string) => string
    deliveryLines: (delivery: {
      place: string
      time: string
      fee: string
      due: string | null
    }) => string
    /** What delivery costs, as the checkout fixed it. */
    deliveryCharge: (
      charge: { kind: 'free' | 'fee' | 'carrier'; amount: number | null },
      method: 'pickup' | 'delivery'
    ) => string
    invoiceLine: (invoice: { url: string; payer: string | null; forAccount: boolean }) => string
    accountPage: (link: string) => string
    guestPage: (link: string) => string
    guestLookup: (lookup: { url: string; number: string; phone: string }) => string
    placedSubject: (number: string) => string
    placedText: (number: string) => string
    /** The account's notification of a placed order. */
    placedNotice: (number: string) => { title: string; body: string }
    managerComment: (comment: string) => string
    stepSubject: (title: string) => string
    step: (step: {
      to: OrderStatusName
      number: string
      delivery: boolean
      shop: { name: string; address: string } | null
      place: string
      preferredTime: string
      /** online, installment, invoice…; null: unknown or already paid. */
      payBy: string | null
      paidOnline: boolean
    }) => { title: string; body: string }
  }

  payment: {
    refundTitle: (refund: { number: string; cancelled: boolean; by: 'gateway' | 'shop' }) => string
    refundBody: (refund: { sum: string; by: 'gateway' | 'shop'; installment: boolean }) => string
    receivedTitle: (number: string) => string
    receivedBody: (received: { sum: string; installment: boolean; placed: boolean }) => string
  }

  stockAlert: {
    savedSubject: (name: string) => string
    savedText: (saved: {
      name: string
      article: string
      link: string
      cancelLink: string
    }) => string
    arrivalSubject: (name: string) => string
    /** The account's notification: the product and the shops that have it. */
    arrivalNotice: (arrival: { name: string; shops: string[] }) => { title: string; body: string }
    arrivalText: (arrival: {
      name: string
      article: string
      price: string
      unit: string
      shops: string[]
      link: string
    }) => string
  }
}
