import type { Prisma } from '@prisma/client'

import { db } from 'src/lib/db'
import { ARTICLE_MAX } from 'src/lib/domain/productFields'

/**
 * Active products by article, as carts, favourites, orders and order files
 * name them (SPEC §3: `product = article`). Articles are matched exactly
 * after trimming; unknown or inactive ones are simply absent from the map.
 * An article longer than any the catalogue may hold (ARTICLE_MAX, the
 * product form's and the imports' limit) names nothing.
 */
export async function activeProductIdsByArticle(
  articles: string[],
  client: Prisma.TransactionClient = db
): Promise<Map<string, number>> {
  const wanted = [
    ...new Set(articles.map((a) => a.trim()).filter((a) => a && a.length <= ARTICLE_MAX)),
  ]
  if (wanted.length === 0) return new Map()
  const rows = await client.product.findMany({
    where: { article: { in: wanted }, isActive: true },
    select: { id: true, article: true },
  })
  return new Map(rows.map((row) => [row.article, row.id]))
}
