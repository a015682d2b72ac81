/**
 * The two letters of «Сообщить о поступлении» (issue 34 §3). Pure: the
 * outbox stores what these return. A guest is told at once that the address
 * was given, with a one-click cancel link (a stranger who typed someone
 * else's address is undone by its owner); everyone gets one letter when the
 * product arrives, and the alert ends with it. Written in the subscriber's
 * language (the words: domain/letterTexts), with links to its pages.
 */
import { buyerLetter, publicUrl, tokenLink, type Letter } from '../../../lib/domain/letters'
import { lettersIn } from '../../../lib/domain/letterTexts'
import type { Amount } from '../../../lib/domain/money'
import { DEFAULT_LOCALE, localePath, type Locale } from '../../../lib/domain/sitePaths'

/** The product's page on the site, in the reader's language. */
export const productPath = (article: string, locale: Locale = DEFAULT_LOCALE) =>
  localePath(`/catalog/product/${encodeURIComponent(article)}`, locale)

export const productLink = (article: string, base = publicUrl(), locale: Locale = DEFAULT_LOCALE) =>
  `${base}${productPath(article, locale)}`

/** The cancel page a guest's letter links to (its `?token=` is the secret). */
export const STOCK_ALERT_CANCEL_PATH = '/stock-alerts/cancel'

export interface AlertProductRef {
  name: string
  article: string
}

export function stockAlertSavedLetter(
  to: string,
  product: AlertProductRef,
  cancelToken: string,
  base = publicUrl(),
  locale: Locale = DEFAULT_LOCALE
): Letter {
  const t = lettersIn(locale)
  return buyerLetter(
    t,
    to,
    t.stockAlert.savedSubject(product.name),
    t.stockAlert.savedText({
      name: product.name,
      article: product.article,
      link: productLink(product.article, base, locale),
      cancelLink: tokenLink(base, localePath(STOCK_ALERT_CANCEL_PATH, locale), cancelToken),
    })
  )
}

export interface ArrivalFacts extends AlertProductRef {
  /** The price the subscriber pays (their price type's; retail for a guest). */
  price: Amount
  unit: string
  /** The shops that can sell it now, in the shop's order. */
  shops: { name: string; address: string }[]
}

export function arrivalLetter(
  to: string,
  facts: ArrivalFacts,
  base = publicUrl(),
  locale: Locale = DEFAULT_LOCALE
): Letter {
  const t = lettersIn(locale)
  return buyerLetter(
    t,
    to,
    t.stockAlert.arrivalSubject(facts.name),
    t.stockAlert.arrivalText({
      name: facts.name,
      article: facts.article,
      price: t.money(facts.price),
      unit: t.unit(facts.unit),
      shops: facts.shops.map((shop) => `— ${shop.name}, ${shop.address}`),
      link: productLink(facts.article, base, locale),
    })
  )
}

/** The account's notification of the arrival: the product's page in the reader's language. */
export function arrivalNews(facts: ArrivalFacts, locale: Locale = DEFAULT_LOCALE) {
  const news = lettersIn(locale).stockAlert.arrivalNotice({
    name: facts.name,
    shops: facts.shops.map((shop) => shop.name),
  })
  return { ...news, link: productPath(facts.article, locale) }
}
