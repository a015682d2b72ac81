import type { Category as CategoryRow, Prisma } from '@prisma/client'
import type { CategoryRelationResolvers, QueryResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import { type Page, type PageRules, type RawPageRequest } from 'src/lib/domain/pagination'
import { SALE_CATEGORY_NAME } from 'src/lib/domain/productFilters'
import { sectionNameKey } from 'src/lib/domain/sectionName'
import { mediaUrl } from 'src/lib/media'
import { findPage } from 'src/lib/paging'
import { inRequestLocale, langResolvers } from 'src/lib/textLocale'

/** Sections are few; one page shows them all unless the caller asks for less. */
export const CATEGORY_PAGE_RULES: PageRules = { defaultPageSize: 100, maxPageSize: 100 }

export interface CategoryListInput extends RawPageRequest {
  isPopular?: boolean | null
}

/**
 * A section by its name in either language: a Kazakh page's links name
 * sections as its reader sees them (the Russian name stays the key of the
 * old site's addresses and of REST filters).
 */
export const sectionNamed = (name: string) => ({ OR: [{ name }, { nameKk: name }] })

/**
 * A section name the product list reads as discounted goods of every
 * section: «РАСПРОДАЖА» or a promo section («Акции»).
 */
export async function isDiscountedSection(name: string): Promise<boolean> {
  if (name === SALE_CATEGORY_NAME) return true
  const category = await db.category.findFirst({
    where: sectionNamed(name),
    select: { kind: true },
  })
  return category?.kind === 'promo'
}

/** The texts of a section a reader sees in the request's language (lib/textLocale). */
export const CATEGORY_TEXTS = ['name', 'description'] as const

/** A section in the request's language, saying which language each text is in. */
export const categoryInRequestLocale = (row: CategoryRow) => inRequestLocale(row, CATEGORY_TEXTS)
export type LocalizedCategory = ReturnType<typeof categoryInRequestLocale>

/** Catalogue sections in display order (GraphQL `categories`, REST GET /category/). */
export async function listCategories(input: CategoryListInput): Promise<Page<LocalizedCategory>> {
  const where: Prisma.CategoryWhereInput =
    typeof input.isPopular === 'boolean' ? { isPopular: input.isPopular } : {}
  const page = await findPage(input, CATEGORY_PAGE_RULES, (window) => [
    db.category.count({ where }),
    db.category.findMany({
      where,
      orderBy: [{ position: 'asc' }, { name: 'asc' }],
      ...window,
    }),
  ])
  return { ...page, results: page.results.map(categoryInRequestLocale) }
}

export const categories: QueryResolvers['categories'] = (args) => listCategories(args)

/** Field resolvers: stored media paths become public addresses, as in REST. */
export const Category: CategoryRelationResolvers = {
  image: (_args, { root }) => mediaUrl(root.image),
  ...langResolvers(CATEGORY_TEXTS),
}

/** Sections flagged for the home page, in display order (GraphQL `categoriesOnMain`, REST /category/on_main/). */
export async function listCategoriesOnMain(): Promise<LocalizedCategory[]> {
  const rows = await db.category.findMany({
    where: { isOnMain: true },
    orderBy: [{ position: 'asc' }, { name: 'asc' }],
  })
  return rows.map(categoryInRequestLocale)
}

export const categoriesOnMain: QueryResolvers['categoriesOnMain'] = () => listCategoriesOnMain()

/**
 * One section by its exact name in Russian or Kazakh, as /precatalog/{category}
 * and /kk/precatalog/{category} name it; null
 * when there is none — a missing section is an answer the page shows as
 * «Раздел не найден», not a fault.
 */
export async function findCategoryByName(name: string): Promise<LocalizedCategory | null> {
  const key = sectionNameKey(name)
  if (key === null) return null
  const row = await db.category.findFirst({ where: sectionNamed(key) })
  return row && categoryInRequestLocale(row)
}

export const category: QueryResolvers['category'] = ({ name }) => findCategoryByName(name)
