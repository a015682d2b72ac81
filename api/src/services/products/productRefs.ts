import type { Prisma } from '@prisma/client'

import { db } from 'src/lib/db'

/** The longest article a caller may send (the catalogue's are far shorter). */
export const MAX_ARTICLE_LENGTH = 64

/**
 * Active products by article, as carts, favourites, orders and order files
 * name them (SPEC §3: `product = article`). Articles are matched exactly
 * after trimming; unknown or inactive ones are simply absent from the map.
 */
export async function activeProductIdsByArticle(
  articles: string[],
  client: Prisma.TransactionClient = db
): Promise<Map<string, number>> {
  const wanted = [
    ...new Set(articles.map((a) => a.trim()).filter((a) => a && a.length <= MAX_ARTICLE_LENGTH)),
  ]
  if (wanted.length === 0) return new Map()
  const rows = await client.product.findMany({
    where: { article: { in: wanted }, isActive: true },
    select: { id: true, article: true },
  })
  return new Map(rows.map((row) => [row.article, row.id]))
}
