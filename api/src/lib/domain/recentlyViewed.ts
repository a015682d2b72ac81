/**
 * SPEC §4 "Recently viewed": a local list keyed by article, newest first.
 * The old site kept `slice(20)` past 10 entries, which emptied the list; the
 * nominal limit of 10 is what is built here.
 */
export const RECENTLY_VIEWED_LIMIT = 10

export interface ViewedProduct {
  article: string
  name: string
  image: string | null
  price: number
  lastPrice: number | null
}

/** The product goes to the front unless its article is already listed; at most 10 kept. */
export function rememberViewed<T extends { article: string }>(list: T[], product: T): T[] {
  if (list.some((item) => item.article === product.article)) return list
  return [product, ...list].slice(0, RECENTLY_VIEWED_LIMIT)
}

/** Stored data read back; anything unparseable is cleared (SPEC §8). */
export function sanitizeViewed(value: unknown): ViewedProduct[] {
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  const list: ViewedProduct[] = []
  for (const item of value) {
    if (!item || typeof item !== 'object') continue
    const { article, name, image, price, lastPrice } = item as Record<string, unknown>
    if (typeof article !== 'string' || typeof name !== 'string' || typeof price !== 'number')
      continue
    if (seen.has(article)) continue
    seen.add(article)
    list.push({
      article,
      name,
      image: typeof image === 'string' ? image : null,
      price,
      lastPrice: typeof lastPrice === 'number' ? lastPrice : null,
    })
  }
  return list.slice(0, RECENTLY_VIEWED_LIMIT)
}
