/**
 * SPEC §4 "Recently viewed": a local list of articles, newest first.
 * The old site kept `slice(20)` past 10 entries, which emptied the list; the
 * nominal limit of 10 is what is built here.
 *
 * The device keeps only the articles (issue 28 §4): names and prices are read
 * for whoever looks now, so a wholesale price seen by a customer who has since
 * logged out is never shown to the next visitor of that computer.
 */
export const RECENTLY_VIEWED_LIMIT = 10

/** What the block shows for one product: the current viewer's card, never stored. */
export interface ViewedProduct {
  article: string
  name: string
  image: string | null
  price: number
  lastPrice: number | null
}

/** The article goes to the front unless it is already listed; at most 10 kept. */
export function rememberViewed(list: string[], article: string): string[] {
  if (list.includes(article)) return list
  return [article, ...list].slice(0, RECENTLY_VIEWED_LIMIT)
}

/**
 * Stored data read back as articles; anything unparseable is cleared (SPEC §8).
 * Entries of the older format (objects with a name and a price) give their
 * article only: the price they carried is dropped.
 */
export function sanitizeViewed(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const articles: string[] = []
  for (const item of value) {
    const article =
      typeof item === 'string'
        ? item
        : item && typeof item === 'object'
          ? (item as Record<string, unknown>).article
          : undefined
    if (typeof article !== 'string' || !article.trim() || articles.includes(article)) continue
    articles.push(article)
  }
  return articles.slice(0, RECENTLY_VIEWED_LIMIT)
}
