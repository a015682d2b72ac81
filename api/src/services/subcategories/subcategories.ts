import type { Category, Prisma, Subcategory as SubcategoryRow } from '@prisma/client'
import type { QueryResolvers, SubcategoryRelationResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import { type Page, type PageRules, type RawPageRequest } from 'src/lib/domain/pagination'
import { mediaUrl } from 'src/lib/media'
import { findPage } from 'src/lib/paging'
import { inRequestLocale, langResolvers } from 'src/lib/textLocale'
import { discountedGoodsIds, viewerPriceView } from 'src/modules/pricing'
import {
  categoryInRequestLocale,
  isDiscountedSection,
  sectionNamed,
} from 'src/services/categories/categories'

/** Subcategories are few; one page shows them all unless the caller asks for less. */
export const SUBCATEGORY_PAGE_RULES: PageRules = { defaultPageSize: 100, maxPageSize: 100 }

export type SubcategoryWithCategory = SubcategoryRow & { category: Category }

/** A subcategory and its section in the request's language (lib/textLocale). */
function subcategoryInRequestLocale({ category, ...row }: SubcategoryWithCategory) {
  return { ...inRequestLocale(row, ['name']), category: categoryInRequestLocale(category) }
}
export type LocalizedSubcategory = ReturnType<typeof subcategoryInRequestLocale>

export interface SubcategoryListInput extends RawPageRequest {
  /** category__name: only the subcategories of this section. */
  categoryName?: string | null
}

/**
 * What a section's subcategories are: its own; a promo section's («Акции»,
 * and «РАСПРОДАЖА») are those of the goods on sale in the viewer's prices,
 * whichever section they belong to, as its product list and brands are.
 */
async function subcategoriesOf(categoryName: string): Promise<Prisma.SubcategoryWhereInput> {
  if (await isDiscountedSection(categoryName)) {
    return { id: { in: await discountedGoodsIds('subcategoryId', viewerPriceView()) } }
  }
  return { category: sectionNamed(categoryName) }
}

/**
 * Subcategories in display order: by their section's order, then their own
 * (GraphQL `subcategories`, REST /subcategory/).
 */
export async function listSubcategories(
  input: SubcategoryListInput
): Promise<Page<LocalizedSubcategory>> {
  const categoryName = input.categoryName?.trim()
  const where = categoryName ? await subcategoriesOf(categoryName) : {}
  const page = await findPage(input, SUBCATEGORY_PAGE_RULES, (window) => [
    db.subcategory.count({ where }),
    db.subcategory.findMany({
      where,
      include: { category: true },
      orderBy: [
        { category: { position: 'asc' } },
        { category: { name: 'asc' } },
        { position: 'asc' },
        { name: 'asc' },
      ],
      ...window,
    }),
  ])
  return { ...page, results: page.results.map(subcategoryInRequestLocale) }
}

export const subcategories: QueryResolvers['subcategories'] = (args) => listSubcategories(args)

/**
 * Field resolvers: stored media paths become public addresses, as in REST;
 * the section is read when asked for (Prisma batches these findUnique calls
 * of one request into one query), since lists load subcategories without it.
 */
export const Subcategory: SubcategoryRelationResolvers = {
  image: (_args, { root }) => mediaUrl(root.image),
  ...langResolvers(['name']),
  category: async (_args, { root }) =>
    categoryInRequestLocale(
      await db.subcategory.findUniqueOrThrow({ where: { id: root.id } }).category()
    ),
}
