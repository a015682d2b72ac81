/**
 * The fields of one import row against the stored product: its name, its
 * place (category, subcategory, brand), its retail prices, stock,
 * pictures and characteristics — each what the row asks for, with its
 * errors and remarks in the row's report. Pure.
 */
import { isPriced } from 'src/lib/domain/money'
import { oldPriceProblem } from 'src/lib/domain/productFields'
import type { RetailPrice } from 'src/modules/pricing/rules/priceTypes'
import { targetPrices } from 'src/modules/pricing/rules/productPrices'

import type { RowReport } from './rowReport'
import type { Sections, Shops } from './sections'
import type {
  AttributeChange,
  ImageRef,
  ImageWrite,
  ProductDraft,
  ProductState,
  Ref,
} from './types'
import { nameKey, type AttributeValue } from './values'

// ───────────────────────────── name ─────────────────────────────

/** The row's name, else the stored one; a new product needs one. */
export function nameOf(draft: ProductDraft, existing: ProductState | undefined, report: RowReport) {
  const name = draft.name ?? existing?.name
  if (!name && !draft.updateOnly) report.error('Не указано наименование.')
  return name
}

// ───────────────────────────── place ─────────────────────────────

export interface Placement {
  category: Ref | null
  subcategory: Ref | null
  brand: Ref | null
}

/**
 * Category, subcategory and brand: the row's (found or planned by name),
 * else the stored ones. A new product needs a category; moving a product to
 * another category drops a subcategory of the old one, with a remark.
 */
export function placeOf(
  draft: ProductDraft,
  existing: ProductState | undefined,
  sections: Sections,
  report: RowReport
): Placement {
  let category: Ref | null = null
  if (draft.category !== undefined) category = sections.category(draft.category, report.errors)
  else if (existing) category = { id: existing.categoryId }
  else if (!draft.updateOnly) report.error('Не указана категория.')

  let subcategory: Ref | null = null
  if (draft.subcategory) {
    if (category) subcategory = sections.subcategory(category, draft.subcategory, report.errors)
  } else if (draft.subcategory === undefined && existing?.subcategoryId != null) {
    const sameCategory =
      category &&
      'id' in category &&
      sections.categoryOfSubcategory(existing.subcategoryId) === category.id
    if (sameCategory) subcategory = { id: existing.subcategoryId }
    else report.note('Подкатегория снята: она из прежней категории.')
  }

  const storedBrand: Ref | null = existing?.brandId != null ? { id: existing.brandId } : null
  const brand =
    draft.brand === undefined
      ? storedBrand
      : draft.brand === null
        ? null
        : sections.brand(draft.brand)
  return { category, subcategory, brand }
}

// ───────────────────────────── retail prices ─────────────────────────────

export type RetailPrices = ReturnType<typeof targetPrices>

/** The price a shopper sees now: the marker (0 / -1) of on-request goods, else currentPrice. */
export const shownPrice = (product: ProductState) =>
  isPriced(product.price) ? product.currentPrice : product.price

/**
 * The stored price columns after the row (domain/productPrices targetPrices),
 * or null when the row names no price of an existing product. A new product
 * without a price is «on request». An old price the row gives is the form's
 * rule (oldPriceProblem), read as price lists and 1C write it: equal to the
 * price it means «no discount», next to «on request» it is not shown.
 */
export function retailPricesOf(
  draft: ProductDraft,
  existing: ProductState | undefined,
  report: RowReport
): RetailPrices | null {
  if (draft.price === undefined && draft.oldPrice === undefined && existing) return null
  const current = draft.price ?? (existing ? shownPrice(existing) : 0)
  if (!existing && draft.price === undefined && !draft.updateOnly) {
    report.note('Цена не указана: «Цену уточняйте у менеджера».')
  }
  const old = draft.oldPrice !== undefined ? draft.oldPrice : (existing?.lastPrice ?? null)
  if (draft.oldPrice != null && current <= 0) {
    report.note('Старая цена не показывается: цена по запросу.')
  } else if (draft.oldPrice != null && draft.oldPrice !== current) {
    const problem = oldPriceProblem(current, draft.oldPrice)
    if (problem) report.error(problem)
  }
  return targetPrices(current, old)
}

/** The retail price the row leaves, and whether it moves (its type prices are checked again). */
export function retailAfter(
  prices: RetailPrices | null,
  existing: ProductState | undefined
): { price: RetailPrice; changed: boolean } {
  const price: RetailPrice = prices
    ? { currentPrice: prices.currentPrice, lastPrice: prices.lastPrice }
    : {
        currentPrice: existing && isPriced(existing.price) ? existing.currentPrice : 0,
        lastPrice: existing?.lastPrice ?? null,
      }
  const changed =
    !existing ||
    (prices !== null &&
      (prices.price !== existing.price || prices.currentPrice !== existing.currentPrice))
  return { price, changed }
}

// ───────────────────────────── stock ─────────────────────────────

/** Counts per shop id (a shop named twice: the last count); unknown shops are a file error. */
export function stockOf(lines: NonNullable<ProductDraft['stock']>, shops: Shops) {
  const byShop = new Map<number, number>()
  for (const line of lines) {
    const shopId = shops.id(line.shop)
    if (shopId !== undefined) byShop.set(shopId, line.count)
  }
  return [...byShop].map(([shopId, count]) => ({ shopId, count }))
}

// ───────────────────────────── pictures ─────────────────────────────

const altOf = (name: string, index: number) => (index === 0 ? name : `${name} — фото ${index + 1}`)

/** The pictures found, each file once, in order; alt texts from the product's name. */
export function imagesOf(images: ImageRef[], name: string): ImageWrite[] {
  const files = new Set<string>()
  const written: ImageWrite[] = []
  for (const image of images) {
    if (!image.file || files.has(image.file)) continue
    files.add(image.file)
    written.push({
      file: image.file,
      alt: altOf(name, written.length),
      position: written.length,
      source: image.source ?? null,
    })
  }
  return written
}

// ───────────────────────────── characteristics ─────────────────────────────

export interface AttributeChanges {
  set: (AttributeValue & { position: number })[]
  /** Stored names to delete (a removed one, or one renamed by case or spacing). */
  remove: string[]
  words: string[]
}

/** The last change of each characteristic (by name as names compare), with a remark on repeats. */
function lastChanges(changes: AttributeChange[], report: RowReport) {
  const wanted = new Map<string, AttributeChange>()
  for (const change of changes) {
    const key = nameKey(change.name)
    if (wanted.has(key))
      report.note(`Характеристика «${change.name}» указана дважды: взята последняя.`)
    wanted.delete(key)
    wanted.set(key, change)
  }
  return wanted
}

const sameValue = (have: AttributeValue, change: AttributeValue) =>
  have.name === change.name &&
  have.value === change.value &&
  have.valueNumber === change.valueNumber &&
  have.unit === change.unit

/** Characteristics set or removed one by one; the others stay. New ones go last. */
export function attributeChanges(
  changes: AttributeChange[],
  existing: ProductState | undefined,
  report: RowReport
): AttributeChanges {
  const stored = existing?.attributes ?? []
  const current = new Map(stored.map((a) => [nameKey(a.name), a]))
  let next = Math.max(-1, ...stored.map((a) => a.position)) + 1
  const result: AttributeChanges = { set: [], remove: [], words: [] }
  for (const [key, change] of lastChanges(changes, report)) {
    const have = current.get(key)
    if ('remove' in change) {
      if (have) {
        result.remove.push(have.name)
        result.words.push(`−${have.name}`)
      }
      continue
    }
    if (have && sameValue(have, change)) continue
    if (have && have.name !== change.name) result.remove.push(have.name)
    result.set.push({ ...change, position: have ? have.position : next++ })
    result.words.push(
      have ? `${change.name}: ${have.value} → ${change.value}` : `+${change.name}: ${change.value}`
    )
  }
  return result
}
