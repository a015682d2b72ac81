import type { Brand as BrandRow, Prisma } from '@prisma/client'
import type { BrandRelationResolvers, QueryResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import { parseOrdering, toOrderBy } from 'src/lib/domain/ordering'
import { SALE_CATEGORY_NAME } from 'src/lib/domain/productFilters'
import { NotFoundError } from 'src/lib/errors'
import { mediaUrl } from 'src/lib/media'

/** Sort keys of GET /brands/ (`ordering`); `+name` is the default (SPEC §7). */
export const BRAND_ORDERING = { name: 'name' } as const
export const DEFAULT_BRAND_ORDERING = 'name'

export interface BrandListInput {
  /** products__category__name: brands with goods in this section. */
  categoryName?: string | null
  /** products__subcategory__name: brands with goods in this subcategory. */
  subcategoryName?: string | null
  /** `name`, `+name` or `-name`. */
  ordering?: string | null
}

/**
 * Goods on sale: the shopper pays less than the old price. isOnSale
 * (domain/productDisplay), as the product list's SQL states it
 * (services/products), in Prisma terms.
 */
const discounted = (): Prisma.ProductWhereInput => ({
  currentPrice: { gt: 0 },
  lastPrice: { gt: db.product.fields.currentPrice },
})

/**
 * A section name as the product list reads it: «РАСПРОДАЖА» or a promo
 * section («Акции») means discounted goods of every section.
 */
async function sectionWhere(name: string): Promise<Prisma.ProductWhereInput> {
  if (name === SALE_CATEGORY_NAME) return discounted()
  const category = await db.category.findUnique({ where: { name }, select: { kind: true } })
  if (category?.kind === 'promo') return discounted()
  return { category: { name } }
}

/**
 * Brands that have active goods, optionally in one section and/or
 * subcategory — both conditions hold for the same product, as in Django's
 * `filter(products__category__name=…, products__subcategory__name=…)`.
 * A plain list (GraphQL `brands`, REST /brands/).
 */
export async function listBrands(input: BrandListInput = {}): Promise<BrandRow[]> {
  const orderBy = toOrderBy(
    parseOrdering(input.ordering ?? undefined, BRAND_ORDERING, DEFAULT_BRAND_ORDERING)
  ) as Prisma.BrandOrderByWithRelationInput[]
  const products: Prisma.ProductWhereInput = { isActive: true }
  const categoryName = input.categoryName?.trim()
  if (categoryName) Object.assign(products, await sectionWhere(categoryName))
  const subcategoryName = input.subcategoryName?.trim()
  if (subcategoryName) products.subcategory = { name: subcategoryName }
  return db.brand.findMany({
    where: { products: { some: products } },
    orderBy: [...orderBy, { id: 'asc' }],
  })
}

/** One brand (REST /brands/{id}/); 404 when there is none. */
export async function getBrand(id: number): Promise<BrandRow> {
  const brand = await db.brand.findUnique({ where: { id } })
  if (!brand) throw new NotFoundError()
  return brand
}

export const brands: QueryResolvers['brands'] = (args) => listBrands(args ?? {})

export const brand: QueryResolvers['brand'] = ({ id }) => getBrand(id)

/** Field resolvers: stored media paths become public addresses, as in REST. */
export const Brand: BrandRelationResolvers = {
  logo: (_args, { root }) => mediaUrl(root.logo),
}
