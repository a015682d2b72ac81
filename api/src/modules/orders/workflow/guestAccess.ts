import crypto from 'node:crypto'

import { publicUrl, tokenLink } from 'src/lib/domain/letters'
import { DEFAULT_LOCALE, localePath, type Locale } from 'src/lib/domain/sitePaths'
import { sessionSecret } from 'src/lib/secrets'

/**
 * A guest's key to their own order (issue 30 §1): the order's id and an
 * HMAC of it keyed with SESSION_SECRET, e.g. `1042.Zk3…`. Whoever holds it
 * (the browser that placed the order, the guest's letters) reads the order
 * and pays it online; nothing is stored, so an order placed before keys
 * existed has one too, and a leaked table yields none. The number and phone
 * of /my-orders lead to the same key.
 */
const KEY_PURPOSE = 'guest-order-key:v1'
const SIGNATURE_LENGTH = 27 // base64url characters: 162 bits

const keyOf = (secret: string) => crypto.createHmac('sha256', secret).update(KEY_PURPOSE).digest()

function signatureOf(orderId: number, secret: string) {
  return crypto
    .createHmac('sha256', keyOf(secret))
    .update(String(orderId))
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH)
}

export function guestOrderKey(orderId: number, secret = sessionSecret()): string {
  return `${orderId}.${signatureOf(orderId, secret)}`
}

/** The order a key opens, or null for anything not made by guestOrderKey with this secret. */
export function orderIdOfGuestKey(key: unknown, secret = sessionSecret()): number | null {
  if (typeof key !== 'string' || key.length > 64) return null
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]+)$/.exec(key)
  if (!match) return null
  const orderId = Number(match[1])
  if (!Number.isSafeInteger(orderId)) return null
  const expected = Buffer.from(signatureOf(orderId, secret))
  const given = Buffer.from(match[2])
  if (given.length !== expected.length) return null
  return crypto.timingSafeEqual(given, expected) ? orderId : null
}

/**
 * Where an order's letters send its buyer: an account's order page, or the
 * guest's own page by its key (a `?token=` link, so the outbox forgets the
 * key once the letter is sent).
 */
export function orderPageUrl(
  order: { id: number; buyer: { kind: 'account' | 'guest' }; letterLocale?: Locale },
  base = publicUrl()
): string {
  // A Kazakh reader's letters open the Kazakh page (/kk/…).
  const locale = order.letterLocale ?? DEFAULT_LOCALE
  return order.buyer.kind === 'guest'
    ? tokenLink(base, localePath('/my-orders', locale), guestOrderKey(order.id))
    : `${base}${localePath('/order', locale)}?id=${order.id}`
}

/**
 * A bank-transfer order's invoice, as its letters link it: an account's by
 * the order's code (the buyer logs in), a guest's by the key (a `?token=`
 * link, forgotten by the outbox once sent).
 */
export function orderInvoiceUrl(
  order: { id: number; buyer: { kind: 'account' | 'guest' } },
  base = publicUrl()
): string {
  return order.buyer.kind === 'guest'
    ? tokenLink(base, '/api/v1/order/guest/invoice/', guestOrderKey(order.id))
    : `${base}/api/v1/order/${order.id}/invoice/`
}

/** The links an order's letters carry: its page, and its invoice when it is paid by one. */
export function orderLinksOf(
  order: {
    id: number
    buyer: { kind: 'account' | 'guest' }
    letterLocale?: Locale
    paymentType: { kind: string } | null
    company: { legalName: string } | null
  },
  base = publicUrl()
) {
  return {
    page: orderPageUrl(order, base),
    invoice:
      order.paymentType?.kind === 'invoice'
        ? { url: orderInvoiceUrl(order, base), payer: order.company?.legalName ?? null }
        : null,
  }
}
