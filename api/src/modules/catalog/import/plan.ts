/**
 * Drafts (what the file asks for) against the state (what the database
 * holds) → a plan: for each row created / updated / unchanged / rejected with
 * its changes in words, and the writes that make it so. Pure: the importer
 * reads the state and applies the plan (apply.ts) only when no row and
 * nothing in the file is rejected.
 *
 * Rules (docs/editors.md):
 * - products are found by 1C Ид, else by article; an article or Ид may
 *   appear once per import (rowIdentity);
 * - a new product needs an article, a name and a category; without a price
 *   it is «Цену уточняйте у менеджера» (price 0);
 * - categories and subcategories must exist unless `createSections`; brands
 *   are created when new (sections);
 * - «Цена» is what the shopper pays (currentPrice); «Старая цена» above it is
 *   the struck-through price (lastPrice) and the list price (price); an old
 *   price below the price is a mistake; 0 and -1 mean «price on request»
 *   (rowFields; the rule is the back office's too, domain/productPrices);
 * - stock is set per shop named; characteristics are set or removed one by
 *   one; pictures, when given, replace the product's pictures (rowFields);
 * - prices of other types and quantity breaks (typePrices): a type the file
 *   does not name keeps its rows; an unknown type is a warning and skipped.
 */
import { emptySummary } from './outcome'
import { planRow, type PlanContext } from './planRow'
import { Sections, shopsOf, type Shops } from './sections'
import type {
  CatalogState,
  ImportPlan,
  PlanOptions,
  PriceTypeLinkWrite,
  ProductWrite,
  ReadResult,
  RowOutcome,
} from './types'
import { nameKey, priceTypeNamed } from './values'

/** An unknown shop stops the file: its counts cannot go anywhere. */
function unknownShopErrors(read: ReadResult, state: CatalogState, shops: Shops): string[] {
  const unknown = new Set<string>()
  for (const draft of read.drafts) {
    for (const line of draft.stock ?? []) {
      if (shops.id(line.shop) === undefined) unknown.add(line.shop)
    }
  }
  const known = state.shops.map((s) => s.name).join(', ') || 'нет'
  return [...unknown].map((shop) => `Магазин «${shop}» не найден. Магазины: ${known}.`)
}

/** Like an unknown column: reported, not fatal («Цена закупки» in a price list). */
function unknownTypeWarnings(read: ReadResult, state: CatalogState): string[] {
  const unknown = new Map<string, string>()
  for (const draft of read.drafts) {
    for (const { type, label } of [
      ...(draft.typePrices ?? []),
      ...(draft.statedPriceTypes ?? []).map((s) => ({ type: s.type, label: s.type })),
    ]) {
      if (!priceTypeNamed(state.priceTypes, type) && !unknown.has(nameKey(type))) {
        const where = label === type ? '' : ` («${label}»)`
        unknown.set(nameKey(type), `Тип цен «${type}» не найден${where}: эти цены пропущены.`)
      }
    }
  }
  const types = state.priceTypes.map((t) => `${t.name} (${t.code})`).join(', ') || 'нет'
  return [...unknown.values()].map((message) => `${message} Типы цен: ${types}.`)
}

/** The 1C Ид each matched shop price type keeps (once per type and per Ид). */
function priceTypeLinksOf(read: ReadResult, state: CatalogState): PriceTypeLinkWrite[] {
  const links: PriceTypeLinkWrite[] = []
  for (const link of read.priceTypeLinks ?? []) {
    const type = state.priceTypes.find((t) => t.code === link.code)
    if (!type || type.externalId === link.externalId) continue
    if (links.some((l) => l.id === type.id || l.externalId === link.externalId)) continue
    links.push({
      id: type.id,
      name: type.name,
      externalId: link.externalId,
      externalName: link.name,
    })
  }
  return links
}

/** What every row is planned against: the state's look-ups and what earlier rows took. */
export function planContextOf(state: CatalogState, options: PlanOptions): PlanContext {
  return {
    priceTypes: state.priceTypes,
    priceType: (label: string) => priceTypeNamed(state.priceTypes, label),
    priceTypeOrder: new Map(state.priceTypes.map((t, index) => [t.id, index])),
    sections: new Sections(state, options.createSections),
    shops: shopsOf(state),
    byArticle: new Map(state.products.map((p) => [p.article, p])),
    byExternalId: new Map(
      state.products.filter((p) => p.externalId).map((p) => [p.externalId!, p] as const)
    ),
    seenArticles: new Map(),
    seenExternalIds: new Map(),
    takenSlugs: new Set(state.takenProductSlugs),
  }
}

/**
 * The plan of a whole import. Rows are reported in file order; `ok` is
 * false when any row or the file itself is rejected — then nothing may be
 * written.
 */
export function planImport(
  read: ReadResult,
  state: CatalogState,
  options: PlanOptions
): ImportPlan {
  const ctx = planContextOf(state, options)
  const { sections } = ctx
  const fileErrors = [...read.fileErrors, ...unknownShopErrors(read, state, ctx.shops)]
  const warnings = [...read.warnings, ...unknownTypeWarnings(read, state)]
  const rows: RowOutcome[] = []
  const writes: ProductWrite[] = []
  for (const draft of [...read.drafts].sort((a, b) => a.order - b.order)) {
    const { outcome, write } = planRow(draft, ctx)
    rows.push(outcome)
    if (write) writes.push(write)
  }
  const summary = emptySummary()
  for (const row of rows) summary[row.status]++
  return {
    rows,
    summary,
    fileErrors,
    warnings,
    newBrands: [...sections.newBrands.values()],
    newCategories: [...sections.newCategories.values()],
    newSubcategories: [...sections.newSubcategories.values()],
    writes,
    priceTypeLinks: priceTypeLinksOf(read, state),
    ok: summary.rejected === 0 && fileErrors.length === 0,
  }
}
