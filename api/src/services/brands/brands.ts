import type { Prisma, Brand as BrandRow } from '@prisma/client'
import type { BrandRelationResolvers, QueryResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import { parseOrdering, toOrderBy } from 'src/lib/domain/ordering'
import { NotFoundError } from 'src/lib/errors'
import { mediaUrl } from 'src/lib/media'
import { inRequestLocale, langResolvers } from 'src/lib/textLocale'
import { discountedGoodsIds, viewerPriceView } from 'src/modules/pricing'
import { isDiscountedSection, sectionNamed } from 'src/services/categories/categories'
import { productBrandIds } from 'src/services/products/products'

/** A brand in the request's language (its description; the name is the brand's own). */
const brandInRequestLocale = (row: BrandRow) => inRequestLocale(row, ['description'])
export type LocalizedBrand = ReturnType<typeof brandInRequestLocale>

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
  /** Brands of the goods this search finds (in the section and subcategory given). */
  search?: string | null
}

/**
 * Brands that have active goods, optionally in one section and/or
 * subcategory — both conditions hold for the same product, as in Django's
 * `filter(products__category__name=…, products__subcategory__name=…)`.
 * Discounted goods («РАСПРОДАЖА», promo sections) are the viewer's, in
 * their prices. With a search, the brands of the goods it finds there
 * (productBrandIds). A plain list (GraphQL `brands`, REST /brands/).
 */
export async function listBrands(input: BrandListInput = {}): Promise<LocalizedBrand[]> {
  const orderBy = toOrderBy(
    parseOrdering(input.ordering ?? undefined, BRAND_ORDERING, DEFAULT_BRAND_ORDERING)
  ) as Prisma.BrandOrderByWithRelationInput[]
  const categoryName = input.categoryName?.trim()
  const subcategoryName = input.subcategoryName?.trim() || undefined
  const search = input.search?.trim() || undefined
  let where: Prisma.BrandWhereInput
  if (search) {
    // A search narrows as the product list narrows: the same filter, the same matches.
    where = { id: { in: await productBrandIds({ categoryName, subcategoryName, search }) } }
  } else if (categoryName && (await isDiscountedSection(categoryName))) {
    where = { id: { in: await discountedGoodsIds('brandId', viewerPriceView(), subcategoryName) } }
  } else {
    const products: Prisma.ProductWhereInput = { isActive: true }
    if (categoryName) products.category = sectionNamed(categoryName)
    if (subcategoryName) products.subcategory = sectionNamed(subcategoryName)
    where = { products: { some: products } }
  }
  const rows = await db.brand.findMany({ where, orderBy: [...orderBy, { id: 'asc' }] })
  return rows.map(brandInRequestLocale)
}

/** One brand (REST /brands/{id}/); 404 when there is none. */
export async function getBrand(id: number): Promise<LocalizedBrand> {
  const brand = await db.brand.findUnique({ where: { id } })
  if (!brand) throw new NotFoundError()
  return brandInRequestLocale(brand)
}

export const brands: QueryResolvers['brands'] = (args) => listBrands(args ?? {})

export const brand: QueryResolvers['brand'] = ({ id }) => getBrand(id)

/** Field resolvers: stored media paths become public addresses, as in REST. */
export const Brand: BrandRelationResolvers = {
  logo: (_args, { root }) => mediaUrl(root.logo),
  ...langResolvers(['description']),
}
