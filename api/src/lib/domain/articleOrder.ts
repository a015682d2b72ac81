/**
 * Products asked for by a list of articles (compare, recently viewed), in the
 * order asked; articles with no product found (withdrawn, hidden, unknown)
 * are left out. The api answers `productsByArticles` so, and a device's
 * «Вы недавно смотрели» keeps its own order whatever it is given.
 */
export function inArticleOrder<T extends { article: string }>(articles: string[], found: T[]): T[] {
  const byArticle = new Map(found.map((product) => [product.article, product]))
  return articles.flatMap((article) => byArticle.get(article) ?? [])
}
