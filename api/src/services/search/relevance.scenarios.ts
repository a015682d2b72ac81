import type { Prisma } from '@prisma/client'

import type { ScenarioData } from '@redwoodjs/testing/api'

import {
  BRANDS,
  buildDemoProducts,
  CATEGORIES,
  SUBCATEGORIES,
} from '../../../../scripts/demo/catalog'

/**
 * The shop's own catalogue for the relevance set: the seed's sections,
 * subsections, brands and 382 goods (scripts/demo/catalog.ts), as a shopper
 * meets them on the demo site. Keys are positions; the test reads articles.
 */
const record = <T>(rows: T[]) => Object.fromEntries(rows.map((row, i) => [`r${i}`, { data: row }]))

export const standard = defineScenario<
  | Prisma.CategoryCreateArgs
  | Prisma.SubcategoryCreateArgs
  | Prisma.BrandCreateArgs
  | Prisma.ProductCreateArgs
>({
  category: record(
    CATEGORIES.map((c) => ({ name: c.name, slug: c.slug, kind: c.kind, position: c.position }))
  ),
  subcategory: record(
    SUBCATEGORIES.map((s) => ({
      name: s.name,
      slug: s.slug,
      position: s.position,
      category: { connect: { name: s.category } },
    }))
  ),
  brand: record(BRANDS.map((b) => ({ name: b.name, slug: b.slug }))),
  product: record(
    buildDemoProducts().map((p) => ({
      article: p.article,
      name: p.name,
      slug: p.slug,
      price: p.price,
      currentPrice: p.currentPrice,
      lastPrice: p.lastPrice,
      category: { connect: { name: p.category } },
      subcategory: { connect: { slug: SUBCATEGORIES.find((s) => s.name === p.subcategory)!.slug } },
      brand: { connect: { name: p.brand } },
    }))
  ),
})

export type StandardScenario = ScenarioData<unknown, 'product'>
