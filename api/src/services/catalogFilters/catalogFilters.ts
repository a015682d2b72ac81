import { Prisma } from '@prisma/client'
import type { QueryResolvers } from 'types/graphql'

import { registerCatalogCache } from 'src/lib/catalogCaches'
import { db } from 'src/lib/db'
import { textIn, type TextLocale } from 'src/lib/domain/localizedText'
import { NotFoundError } from 'src/lib/errors'
import { requestTextLocale } from 'src/lib/textLocale'
import { TtlCache } from 'src/lib/ttlCache'
import { currentPriceSql, pricedFrom, pricedSql, viewerPriceView } from 'src/modules/pricing'

/**
 * The filters a catalogue page can offer (REST GET /category/filters/): for
 * the goods of a subsection (or all goods), the price and size ranges and
 * each characteristic with its range (numeric values) or its values (text).
 */
export const MAX_FILTER_VALUES = 50

export interface NumberBounds {
  min: number
  max: number
}

export interface CharacteristicFilter {
  /** The characteristic's (Russian) name: the filter's key, as the products' filters name it. */
  name: string
  /** The name in the request's language (issue 33): Kazakh where an editor wrote it. */
  title: string
  /** The language `title` is in. */
  titleLang: TextLocale
  unit: string | null
  /** 'range' when every value is a number, else 'values'. */
  kind: 'range' | 'values'
  min: number | null
  max: number | null
  values: string[]
  /** How many goods have this characteristic. */
  productCount: number
}

export interface CatalogFilters {
  subcategory: { id: number; name: string; categoryName: string } | null
  price: NumberBounds | null
  width: NumberBounds | null
  height: NumberBounds | null
  length: NumberBounds | null
  characteristics: CharacteristicFilter[]
}

interface BoundsRow {
  price_min: Prisma.Decimal | null
  price_max: Prisma.Decimal | null
  width_min: Prisma.Decimal | null
  width_max: Prisma.Decimal | null
  height_min: Prisma.Decimal | null
  height_max: Prisma.Decimal | null
  length_min: Prisma.Decimal | null
  length_max: Prisma.Decimal | null
}

interface CharacteristicRow {
  name: string
  /** A Kazakh name written for it ('' where none is). */
  name_kk: string
  unit: string | null
  products: bigint
  numeric: bigint
  min: Prisma.Decimal | null
  max: Prisma.Decimal | null
  values: string[]
}

const bounds = (min: Prisma.Decimal | null, max: Prisma.Decimal | null): NumberBounds | null =>
  min === null || max === null ? null : { min: Number(min), max: Number(max) }

/** Aggregating every characteristic of a large catalogue is costly; they change with imports. */
const cache = new TtlCache<CatalogFilters>(60_000, 500)
export const clearCatalogFiltersCache = () => cache.clear()
registerCatalogCache(clearCatalogFiltersCache)

async function findSubcategory(nameOrId: string) {
  const where = /^\d{1,9}$/.test(nameOrId) ? { id: Number(nameOrId) } : { name: nameOrId }
  const subcategory = await db.subcategory.findFirst({ where, include: { category: true } })
  if (!subcategory) throw new NotFoundError('Подраздел не найден.')
  return subcategory
}

export async function catalogFilters(subCategory?: string | null): Promise<CatalogFilters> {
  const name = subCategory?.trim() || ''
  // The price range is in the viewer's prices: one entry per price type.
  const view = viewerPriceView()
  const price = currentPriceSql(view)
  const locale = requestTextLocale()
  return cache.getOrCompute(`${view.code}\u0000${locale}\u0000${name}`, async () => {
    const subcategory = name ? await findSubcategory(name) : null
    const scope = subcategory
      ? Prisma.sql`p."isActive" AND p."subcategoryId" = ${subcategory.id}`
      : Prisma.sql`p."isActive"`
    const [[range], characteristics] = await Promise.all([
      db.$queryRaw<BoundsRow[]>`
        SELECT min(${price}) FILTER (WHERE ${pricedSql(price)}) AS price_min,
          max(${price}) FILTER (WHERE ${pricedSql(price)}) AS price_max,
          min(p.width) AS width_min, max(p.width) AS width_max,
          min(p.height) AS height_min, max(p.height) AS height_max,
          min(p.length) AS length_min, max(p.length) AS length_max
        FROM ${pricedFrom(view)} WHERE ${scope}`,
      db.$queryRaw<CharacteristicRow[]>`
        SELECT a.name, coalesce(max(a."nameKk"), '') AS name_kk, max(a.unit) AS unit,
          count(*) AS products,
          count(a."valueNumber") AS numeric,
          min(a."valueNumber") AS min, max(a."valueNumber") AS max,
          (array_agg(DISTINCT a.value ORDER BY a.value))[1:${MAX_FILTER_VALUES}] AS values
        FROM "ProductAttribute" a JOIN "Product" p ON p.id = a."productId"
        WHERE ${scope}
        GROUP BY a.name
        ORDER BY min(a.position), a.name`,
    ])
    return {
      subcategory: subcategory
        ? { id: subcategory.id, name: subcategory.name, categoryName: subcategory.category.name }
        : null,
      price: bounds(range.price_min, range.price_max),
      width: bounds(range.width_min, range.width_max),
      height: bounds(range.height_min, range.height_max),
      length: bounds(range.length_min, range.length_max),
      characteristics: characteristics.map((row) => {
        const numeric = row.numeric === row.products
        const title = textIn(locale, row.name, row.name_kk)
        return {
          name: row.name,
          title: title.text,
          titleLang: title.lang,
          unit: row.unit,
          kind: numeric ? ('range' as const) : ('values' as const),
          min: numeric && row.min !== null ? Number(row.min) : null,
          max: numeric && row.max !== null ? Number(row.max) : null,
          values: numeric ? [] : row.values,
          productCount: Number(row.products),
        }
      }),
    }
  })
}

export const catalogFilterOptions: QueryResolvers['catalogFilterOptions'] = ({ subCategory }) =>
  catalogFilters(subCategory)
