import crypto from 'node:crypto'

import type { Prisma } from '@prisma/client'

import { db } from 'src/lib/db'
import { normalizeEmail } from 'src/lib/domain/contactFields'
import { DEFAULT_LOCALE } from 'src/lib/domain/locale'
import { textIn } from 'src/lib/domain/localizedText'
import { availabilityOf } from 'src/lib/domain/stockAvailability'
import { ConflictError, NotFoundError } from 'src/lib/errors'
import { logger } from 'src/lib/logger'
import { enqueueLetter } from 'src/lib/outbox'
import { enforce, RATE_RULES } from 'src/lib/rateLimit'
import { pricedForViewer, priceViewOfUser, typePricesInclude } from 'src/modules/pricing'
import { notifyUser } from 'src/services/notifications/notifications'

import { arrivalLetter, arrivalNews, stockAlertSavedLetter } from '../rules/stockAlertLetters'
import {
  isArrivalDue,
  MAX_WAITING_PER_EMAIL,
  STOCK_ALERT_CANCELLED,
  STOCK_ALERT_LINK_INVALID,
  STOCK_ALERT_REFUSALS,
  STOCK_ALERT_TOO_MANY,
  stockAlertRefusal,
  stockAlertSavedMessage,
  type StockAlertInput,
} from '../rules/stockAlerts'

/**
 * «Сообщить о поступлении» (issue 34 §3): a shopper's request is stored (a
 * guest's with the letter that tells the address's owner), and the arrival
 * sweep tells each waiting shopper once when the product can be bought
 * again, whoever made it so — an editor, an import, 1C or a cancelled
 * order's released units: it reads the stock, not who wrote it.
 */

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex')
const WAITING = { notifiedAt: null, cancelledAt: null } satisfies Prisma.StockAlertWhereInput

/** A product with what the alert rules read: stock, holds, every type's prices. */
const alertProductInclude = {
  stock: { include: { shop: true }, orderBy: { shop: { position: 'asc' } } },
  reservations: { select: { shopId: true, quantity: true } },
  ...typePricesInclude,
} satisfies Prisma.ProductInclude

/** Whom an alert tells: the account's address and language. */
const ALERT_USER = { email: true, locale: true } satisfies Prisma.UserSelect

type AlertProduct = Prisma.ProductGetPayload<{ include: typeof alertProductInclude }>

const factsOf = (product: AlertProduct | null) =>
  product && {
    isActive: product.isActive,
    currentPrice: product.currentPrice,
    availableTotal: availabilityOf(product).total,
  }

export interface StockAlertRequester {
  /** The logged-in customer, or null for a guest (who then gives an e-mail). */
  userId: number | null
  ip: string
}

/**
 * Stores the request (validate → limit → load → rule → write): a customer is
 * told at their account's address, a guest at the one typed, with a letter
 * now. Asking again for the same product and address keeps the one alert
 * (and sends nothing more).
 */
export async function askForArrival(input: StockAlertInput, who: StockAlertRequester) {
  await enforce(RATE_RULES.stockAlertPerIp, who.ip)
  const account = who.userId
    ? await db.user.findUnique({
        where: { id: who.userId },
        select: { id: true, email: true, locale: true },
      })
    : null
  const email = account ? normalizeEmail(account.email) : input.email
  if (!email) throw new NotFoundError(STOCK_ALERT_REFUSALS.gone)
  const product = await db.product.findUnique({
    where: { article: input.article },
    include: alertProductInclude,
  })
  const refusal = stockAlertRefusal(factsOf(product))
  if (refusal === 'gone' || !product) throw new NotFoundError(STOCK_ALERT_REFUSALS.gone)
  if (refusal) throw new ConflictError(STOCK_ALERT_REFUSALS[refusal], { reason: refusal })
  // Each guest request writes to the address: bounded per mailbox as well.
  if (!account) await enforce(RATE_RULES.stockAlertPerEmail, email)

  const token = crypto.randomBytes(32).toString('base64url')
  const saved = await db.$transaction(async (tx) => {
    // Serialises requests for one address, so the bound below holds under a burst.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`stock-alert:${email}`}))`
    const existing = await tx.stockAlert.findFirst({
      where: { productId: product.id, email, ...WAITING },
      select: { id: true },
    })
    if (existing) return { id: existing.id, created: false }
    const waiting = await tx.stockAlert.count({ where: { email, ...WAITING } })
    if (waiting >= MAX_WAITING_PER_EMAIL) throw new ConflictError(STOCK_ALERT_TOO_MANY)
    const alert = await tx.stockAlert.create({
      data: {
        productId: product.id,
        email,
        userId: account?.id ?? null,
        tokenHash: hashOf(token),
        locale: input.locale ?? DEFAULT_LOCALE,
        ip: who.ip,
      },
    })
    if (!account) {
      await enqueueLetter(
        tx,
        stockAlertSavedLetter(email, product, token, undefined, alert.locale),
        `stock-alert-saved:${alert.id}`
      )
    }
    return { id: alert.id, created: true }
  })
  return { ...saved, email, message: stockAlertSavedMessage(email) }
}

/** The guest letter's one-click cancel: the secret names the alert. */
export async function cancelStockAlertByToken(token: string, ip: string) {
  await enforce(RATE_RULES.stockAlertCancelPerIp, ip)
  const alert = await db.stockAlert.findUnique({
    where: { tokenHash: hashOf(token) },
    select: { id: true, notifiedAt: true, cancelledAt: true, product: { select: { name: true } } },
  })
  if (!alert || alert.notifiedAt) throw new NotFoundError(STOCK_ALERT_LINK_INVALID)
  // A second press of the same link says the same: it is cancelled.
  if (!alert.cancelledAt) {
    await db.stockAlert.updateMany({
      where: { id: alert.id, ...WAITING },
      data: { cancelledAt: new Date() },
    })
  }
  return { productName: alert.product.name, message: STOCK_ALERT_CANCELLED }
}

/** A customer's own cancel from the account; someone else's alert is not found. */
export async function cancelMyStockAlert(userId: number, id: number) {
  const { count } = await db.stockAlert.updateMany({
    where: { id, userId, ...WAITING },
    data: { cancelledAt: new Date() },
  })
  if (!count) throw new NotFoundError(STOCK_ALERT_LINK_INVALID)
  return { id, message: STOCK_ALERT_CANCELLED }
}

/** How many alerts one sweep takes at most; the next sweep takes the rest. */
export const ARRIVAL_BATCH = 200

/**
 * The arrival sweep (run by the outbox worker in every api process): every
 * waiting alert whose product can be bought again gets its letter — and an
 * account holder a notification — exactly once: the alert is ended by a
 * conditional update in the transaction that queues the letter, so two
 * processes sweeping at once tell each shopper once.
 */
export async function notifyArrivals(): Promise<{ notified: number }> {
  // A cheap prefilter in SQL (stock beyond holds, shown, priced); the rule
  // itself (isArrivalDue over availabilityOf) decides below.
  const candidates = await db.$queryRaw<{ id: number }[]>`
    SELECT a.id FROM "StockAlert" a JOIN "Product" p ON p.id = a."productId"
     WHERE a."notifiedAt" IS NULL AND a."cancelledAt" IS NULL
       AND p."isActive" AND p."currentPrice" > 0
       AND (SELECT coalesce(sum(s.count), 0) FROM "Stock" s WHERE s."productId" = p.id)
         > (SELECT coalesce(sum(r.quantity), 0) FROM "StockReservation" r WHERE r."productId" = p.id)
     ORDER BY a.id LIMIT ${ARRIVAL_BATCH}`
  if (!candidates.length) return { notified: 0 }
  const alerts = await db.stockAlert.findMany({
    where: { id: { in: candidates.map((c) => c.id) }, ...WAITING },
    include: { product: { include: alertProductInclude }, user: { select: ALERT_USER } },
    orderBy: { id: 'asc' },
  })
  let notified = 0
  for (const alert of alerts) {
    const facts = factsOf(alert.product)!
    if (!isArrivalDue(facts)) continue
    try {
      if (await tellArrival(alert)) notified++
    } catch (error) {
      // One bad alert (an address the mail check refuses) must not stop the others.
      logger.error({ err: error, alertId: alert.id }, 'Stock arrival alert failed')
    }
  }
  return { notified }
}

type SweptAlert = Prisma.StockAlertGetPayload<{
  include: { product: { include: typeof alertProductInclude }; user: { select: typeof ALERT_USER } }
}>

async function tellArrival(alert: SweptAlert): Promise<boolean> {
  const { product } = alert
  const priced = pricedForViewer(product, await priceViewOfUser(db, alert.userId))
  const { shops: free } = availabilityOf(product)
  const to = alert.user?.email ?? alert.email
  // An account's language is its own; a guest's the page's they asked on.
  const locale = alert.user?.locale ?? alert.locale
  // The goods' and shops' names in the letter's language where written (issue 33).
  const shops = product.stock
    .filter((line, index) => free[index].count > 0)
    .map((line) => ({
      name: textIn(locale, line.shop.nameForGuest, line.shop.nameForGuestKk).text,
      address: textIn(locale, line.shop.address, line.shop.addressKk).text,
    }))
  const facts = {
    name: textIn(locale, product.name, product.nameKk).text,
    article: product.article,
    price: priced.currentPrice,
    unit: product.unit,
    shops,
  }
  const letter = arrivalLetter(to, facts, undefined, locale)
  return db.$transaction(async (tx) => {
    const { count } = await tx.stockAlert.updateMany({
      where: { id: alert.id, ...WAITING },
      data: { notifiedAt: new Date() },
    })
    if (!count) return false
    await enqueueLetter(tx, letter, `stock-alert-arrived:${alert.id}`)
    if (alert.userId) {
      const news = arrivalNews(facts, locale)
      await notifyUser(
        { userId: alert.userId, kind: 'stock', ...news, title: news.title.slice(0, 200) },
        tx
      )
    }
    return true
  })
}
