/**
 * Which cart lines /checkout orders: the cart page sends its checked lines as
 * `?lines=` (each article URI-encoded, comma-joined); without it, the whole
 * cart. Pure.
 */
export const checkoutLinesParam = (articles: readonly string[]) =>
  articles.map(encodeURIComponent).join(',')

/** The articles of `?lines=`, or null (the whole cart) when it names none. */
export function parseCheckoutLines(param: string | null | undefined): string[] | null {
  if (!param) return null
  const articles = param
    .split(',')
    .map((part) => {
      try {
        return decodeURIComponent(part).trim()
      } catch {
        return '' // a broken escape names nothing
      }
    })
    .filter(Boolean)
  return articles.length ? [...new Set(articles)] : null
}

/** The cart's lines that /checkout orders, in the cart's order. */
export function chosenCartLines<Line extends { product: { article: string } }>(
  lines: readonly Line[],
  articles: readonly string[] | null
): Line[] {
  if (!articles) return [...lines]
  const wanted = new Set(articles)
  return lines.filter((line) => wanted.has(line.product.article))
}
