import { Prisma } from '@prisma/client'

import { db } from 'src/lib/db'

import { listColumns, onSaleSql, pricedFrom, type PriceView } from './priceView'

/**
 * The brands or the subcategories of the active goods on sale in the view's
 * prices — as the product list's «sale» selects them (onSaleSql over the same
 * list prices) — optionally of one subcategory, on the same product. What a
 * promo section lists: its goods are every section's discounted goods.
 */
export async function discountedGoodsIds(
  column: 'brandId' | 'subcategoryId',
  view: PriceView,
  subcategoryName?: string
): Promise<number[]> {
  const columns = listColumns(view)
  const inSubcategory = subcategoryName
    ? Prisma.sql`AND ${columns.subcategoryId} IN (SELECT id FROM "Subcategory" WHERE ${subcategoryName} IN (name, "nameKk"))`
    : Prisma.empty
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT DISTINCT ${columns[column]} AS id FROM ${pricedFrom(view)}
    WHERE ${columns.isActive} AND ${columns[column]} IS NOT NULL AND ${onSaleSql(view)} ${inSubcategory}`
  return rows.map((row) => row.id)
}

/** Whether any active good is on sale in the view's prices: a promo section has something to show. */
export async function anyDiscountedGoods(view: PriceView): Promise<boolean> {
  const [row] = await db.$queryRaw<{ any: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM ${pricedFrom(view)}
      WHERE ${listColumns(view).isActive} AND ${onSaleSql(view)}) AS any`
  return row.any
}
