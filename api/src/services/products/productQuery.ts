import { Prisma } from '@prisma/client'

import type { OrderTerm } from 'src/lib/domain/ordering'
import { SALE_CATEGORY_NAME, type ProductFilter } from 'src/lib/domain/productFilters'

/**
 * SQL of the product list: one WHERE for the list, its count and its price
 * limits, so the three always agree. Raw SQL because search needs the
 * tsvector column Prisma cannot express, and because the list is the shop's
 * hottest query (see bench/).
 */

const discounted = Prisma.sql`p."lastPrice" IS NOT NULL AND p."lastPrice" > p."currentPrice" AND p."currentPrice" > 0`

function range(column: Prisma.Sql, bounds: { min?: number; max?: number } | undefined) {
  const parts: Prisma.Sql[] = []
  if (bounds?.min !== undefined) parts.push(Prisma.sql`${column} >= ${bounds.min}`)
  if (bounds?.max !== undefined) parts.push(Prisma.sql`${column} <= ${bounds.max}`)
  return parts
}

export interface WhereOptions {
  /** The tsquery text the search planner built, when the filter has a search. */
  tsQuery?: string | null
  /** Leave the price bounds out (price limits are computed without them). */
  withoutPrice?: boolean
}

export function productWhere(filter: ProductFilter, options: WhereOptions = {}): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`p."isActive"`]
  if (filter.categoryName !== undefined) {
    parts.push(
      filter.categoryName === SALE_CATEGORY_NAME
        ? discounted
        : Prisma.sql`(
            p."categoryId" IN (SELECT id FROM "Category" WHERE name = ${filter.categoryName} AND kind = 'regular')
            OR (EXISTS (SELECT 1 FROM "Category" WHERE name = ${filter.categoryName} AND kind = 'promo') AND ${discounted})
          )`
    )
  }
  if (filter.subcategoryName !== undefined) {
    parts.push(
      Prisma.sql`p."subcategoryId" IN (SELECT id FROM "Subcategory" WHERE name = ${filter.subcategoryName})`
    )
  }
  if (filter.brandNames?.length) {
    parts.push(
      Prisma.sql`p."brandId" IN (SELECT id FROM "Brand" WHERE name IN (${Prisma.join(filter.brandNames)}))`
    )
  }
  if (!options.withoutPrice) parts.push(...range(Prisma.sql`p."currentPrice"`, filter.price))
  parts.push(...range(Prisma.sql`p.width`, filter.width))
  parts.push(...range(Prisma.sql`p.length`, filter.length))
  if (filter.isPopular !== undefined) parts.push(Prisma.sql`p."isPopular" = ${filter.isPopular}`)
  if (filter.isNew !== undefined) parts.push(Prisma.sql`p."isNew" = ${filter.isNew}`)
  if (filter.search !== undefined) {
    // A search with nothing to look for finds nothing.
    parts.push(
      options.tsQuery
        ? Prisma.sql`p."searchVector" @@ to_tsquery('simple', ${options.tsQuery})`
        : Prisma.sql`false`
    )
  }
  return Prisma.join(parts, ' AND ')
}

const COLUMNS: Record<string, Prisma.Sql> = {
  currentPrice: Prisma.sql`p."currentPrice"`,
  // Case-insensitive, ё as е (SPEC §3 sorts names case-insensitively).
  name: Prisma.sql`search_fold(p.name)`,
  createdAt: Prisma.sql`p."createdAt"`,
}

/**
 * ORDER BY for the terms; goods «Цену уточняйте у менеджера» (price ≤ 0) go
 * last in price order either way, and id keeps pages stable.
 */
export function productOrderBy(terms: OrderTerm[], rankBy?: string | null): Prisma.Sql {
  const keys: Prisma.Sql[] = []
  if (rankBy) {
    keys.push(Prisma.sql`ts_rank_cd(p."searchVector", to_tsquery('simple', ${rankBy})) DESC`)
  }
  for (const term of terms) {
    const column = COLUMNS[term.field]
    if (term.field === 'currentPrice') keys.push(Prisma.sql`(p."currentPrice" <= 0)`)
    keys.push(term.direction === 'desc' ? Prisma.sql`${column} DESC` : Prisma.sql`${column} ASC`)
  }
  keys.push(Prisma.sql`p.id ASC`)
  return Prisma.join(keys, ', ')
}
