/**
 * What one accepted import row writes: a new product's every field with a
 * summary in words, or an existing product's changed fields only, each
 * change in words (docs/editors.md shows them). Pure.
 */
import { isPriced } from 'src/lib/domain/money'

import { shownPrice, type AttributeChanges, type Placement, type RetailPrices } from './rowFields'
import type { RowIdentity } from './rowIdentity'
import type { Sections, Shops } from './sections'
import { newProductSlug } from './slug'
import type { TypePricePlan } from './typePrices'
import type {
  ImageWrite,
  ProductData,
  ProductDraft,
  ProductState,
  ProductWrite,
  Ref,
} from './types'
import { showPrice } from './values'

/** What the planning steps made of a row. */
export interface RowParts {
  name: string | undefined
  place: Placement
  prices: RetailPrices | null
  typePrices: TypePricePlan | null
  stock: { shopId: number; count: number }[] | undefined
  images: ImageWrite[] | undefined
  attributes: AttributeChanges | null
}

export interface WriteContext {
  sections: Sections
  shops: Shops
  /** Product slugs taken, by the database or by this plan's new products. */
  takenSlugs: Set<string>
}

export interface PlannedWrite {
  changes: string[]
  write: ProductWrite
}

// ───────────────────────────── a new product ─────────────────────────────

function newProductData(draft: ProductDraft, parts: RowParts, slug: string): ProductData {
  const data: ProductData = {
    article: draft.article!,
    name: parts.name!,
    slug,
    category: parts.place.category!,
    subcategory: parts.place.subcategory,
    brand: parts.place.brand,
    ...parts.prices!,
  }
  if (draft.externalId) data.externalId = draft.externalId
  if (draft.description !== undefined) data.description = draft.description
  if (draft.nameKk) data.nameKk = draft.nameKk
  if (draft.descriptionKk) data.descriptionKk = draft.descriptionKk
  if (draft.unit !== undefined) data.unit = draft.unit
  if (draft.isActive !== undefined) data.isActive = draft.isActive
  return data
}

/** «Насос Wilo», its sections, brand, prices, stock, and how many characteristics and pictures. */
function creationWords(parts: RowParts, data: ProductData, ctx: WriteContext): string[] {
  const { sections, shops } = ctx
  const { place, stock, attributes, images } = parts
  const prices = parts.prices!
  const subcategory = place.subcategory ? ` / ${sections.name('s', place.subcategory)}` : ''
  return [
    `«${parts.name}»`,
    ...(data.nameKk ? [`наименование (каз) «${data.nameKk}»`] : []),
    `${sections.name('c', place.category)}${subcategory}`,
    ...(place.brand ? [`бренд ${sections.name('b', place.brand)}`] : []),
    `цена ${showPrice(prices.currentPrice || prices.price)}`,
    ...(prices.lastPrice !== null ? [`старая цена ${showPrice(prices.lastPrice)}`] : []),
    ...(parts.typePrices?.words ?? []),
    ...(stock?.length
      ? [`остаток ${stock.map((s) => `${shops.name(s.shopId)} ${s.count}`).join(', ')}`]
      : []),
    ...(attributes?.set.length ? [`характеристик: ${attributes.set.length}`] : []),
    ...(images?.length ? [`изображений: ${images.length}`] : []),
    ...(data.isActive === false ? ['скрыт (удалён в 1С)'] : []),
  ]
}

/** A new product: every field, a free slug, and its characteristics, pictures, stock and prices. */
export function creationOf(draft: ProductDraft, parts: RowParts, ctx: WriteContext): PlannedWrite {
  const article = draft.article!
  const data = newProductData(draft, parts, newProductSlug(parts.name!, article, ctx.takenSlugs))
  const { attributes, images, typePrices } = parts
  const counts = (parts.stock ?? []).filter((s) => s.count !== 0)
  return {
    changes: creationWords(parts, data, ctx),
    write: {
      where: draft.where,
      article,
      productId: null,
      data,
      ...(attributes?.set.length ? { attributes: { set: attributes.set, remove: [] } } : {}),
      ...(images?.length ? { images } : {}),
      ...(counts.length ? { stock: counts } : {}),
      ...(typePrices?.set.length ? { typePrices: { set: typePrices.set, remove: [] } } : {}),
    },
  }
}

// ───────────────────────────── an existing product ─────────────────────────────

interface Diff {
  data: ProductData
  changes: string[]
}

const sameRef = (ref: Ref | null, id: number | null) =>
  ref === null ? id === null : 'id' in ref && ref.id === id

function diffIdentity(diff: Diff, draft: ProductDraft, { existing, renames }: RowIdentity) {
  const stored = existing!
  if (renames) {
    diff.data.article = draft.article
    diff.changes.push(`артикул: ${stored.article} → ${draft.article}`)
  }
  if (draft.externalId && draft.externalId !== stored.externalId) {
    diff.data.externalId = draft.externalId
    diff.changes.push(`Ид 1С: ${stored.externalId ?? '—'} → ${draft.externalId}`)
  }
}

function diffTexts(diff: Diff, draft: ProductDraft, stored: ProductState, name?: string) {
  if (name && name !== stored.name) {
    diff.data.name = name
    diff.changes.push(`наименование: «${stored.name}» → «${name}»`)
  }
  if (draft.description !== undefined && draft.description !== stored.description) {
    diff.data.description = draft.description
    diff.changes.push('описание')
  }
  if (draft.nameKk !== undefined && draft.nameKk !== stored.nameKk) {
    diff.data.nameKk = draft.nameKk
    diff.changes.push(
      draft.nameKk
        ? `наименование (каз): ${stored.nameKk ? `«${stored.nameKk}»` : '—'} → «${draft.nameKk}»`
        : 'наименование (каз) убрано'
    )
  }
  if (draft.descriptionKk !== undefined && draft.descriptionKk !== stored.descriptionKk) {
    diff.data.descriptionKk = draft.descriptionKk
    diff.changes.push(draft.descriptionKk ? 'описание (каз)' : 'описание (каз) убрано')
  }
  if (draft.unit !== undefined && draft.unit !== stored.unit) {
    diff.data.unit = draft.unit
    diff.changes.push(`единица: ${stored.unit} → ${draft.unit}`)
  }
  if (draft.isActive !== undefined && draft.isActive !== stored.isActive) {
    diff.data.isActive = draft.isActive
    diff.changes.push(draft.isActive ? 'снова показан на сайте' : 'скрыт с сайта (удалён в 1С)')
  }
}

function diffPlace(diff: Diff, stored: ProductState, place: Placement, sections: Sections) {
  const { category, subcategory, brand } = place
  if (category && !sameRef(category, stored.categoryId)) {
    diff.data.category = category
    diff.changes.push(
      `категория: ${sections.name('c', stored.categoryId)} → ${sections.name('c', category)}`
    )
  }
  if (!sameRef(subcategory, stored.subcategoryId)) {
    diff.data.subcategory = subcategory
    diff.changes.push(
      `подкатегория: ${sections.name('s', stored.subcategoryId)} → ${sections.name('s', subcategory)}`
    )
  }
  if (!sameRef(brand, stored.brandId)) {
    diff.data.brand = brand
    diff.changes.push(`бренд: ${sections.name('b', stored.brandId)} → ${sections.name('b', brand)}`)
  }
}

/** The stored columns move together; the report names what the shopper sees change. */
function diffRetail(diff: Diff, stored: ProductState, prices: RetailPrices | null) {
  if (!prices) return
  if (prices.price !== stored.price || prices.currentPrice !== stored.currentPrice) {
    diff.data.price = prices.price
    diff.data.currentPrice = prices.currentPrice
    const before = shownPrice(stored)
    const after = isPriced(prices.price) ? prices.currentPrice : prices.price
    if (before !== after) diff.changes.push(`цена: ${showPrice(before)} → ${showPrice(after)}`)
  }
  if (prices.lastPrice !== stored.lastPrice) {
    diff.data.lastPrice = prices.lastPrice
    diff.changes.push(
      `старая цена: ${showPrice(stored.lastPrice)} → ${showPrice(prices.lastPrice)}`
    )
  }
}

/** The pictures replace the stored ones unless they are the same files with the same alts. */
function pictureChange(stored: ProductState['images'], images: ImageWrite[]): string | null {
  const before = [...stored].sort((a, b) => a.position - b.position)
  const same =
    before.length === images.length &&
    before.every((image, i) => image.file === images[i].file && image.alt === images[i].alt)
  if (same) return null
  return before.length === images.length
    ? `изображения заменены (${images.length})`
    : `изображения: ${before.length} → ${images.length}`
}

/** The shops whose count moves (a shop without a row has 0). */
function movedStock(stored: ProductState['stock'], stock: ProductState['stock']) {
  const have = new Map(stored.map((s) => [s.shopId, s.count]))
  const moved = stock.filter((s) => (have.get(s.shopId) ?? 0) !== s.count)
  return { moved, before: (shopId: number) => have.get(shopId) ?? 0 }
}

/** An existing product: only what differs; null when nothing does. */
export function updateOf(
  draft: ProductDraft,
  identity: RowIdentity,
  parts: RowParts,
  ctx: WriteContext
): PlannedWrite | null {
  const stored = identity.existing!
  const diff: Diff = { data: {}, changes: [] }
  diffIdentity(diff, draft, identity)
  diffTexts(diff, draft, stored, parts.name)
  diffPlace(diff, stored, parts.place, ctx.sections)
  diffRetail(diff, stored, parts.prices)
  const { data, changes } = diff
  const write: ProductWrite = {
    where: draft.where,
    article: identity.renames ? draft.article! : stored.article,
    productId: stored.id,
    data,
  }
  const { typePrices, attributes, images, stock } = parts
  if (typePrices && (typePrices.set.length || typePrices.remove.length)) {
    write.typePrices = { set: typePrices.set, remove: typePrices.remove }
    changes.push(...typePrices.words)
  }
  if (attributes && (attributes.set.length || attributes.remove.length)) {
    write.attributes = { set: attributes.set, remove: attributes.remove }
    changes.push(`характеристики: ${attributes.words.join('; ')}`)
  }
  const pictures = images ? pictureChange(stored.images, images) : null
  if (pictures) {
    write.images = images
    changes.push(pictures)
  }
  if (stock) {
    const { moved, before } = movedStock(stored.stock, stock)
    if (moved.length) write.stock = moved
    for (const s of moved) {
      changes.push(`остаток ${ctx.shops.name(s.shopId)}: ${before(s.shopId)} → ${s.count}`)
    }
  }
  if (!changes.length && !Object.keys(data).length) return null
  return { changes, write }
}
