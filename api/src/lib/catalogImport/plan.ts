/**
 * Drafts (what the file asks for) against the state (what the database
 * holds) → a plan: for each row created / updated / unchanged / rejected with
 * its changes in words, and the writes that make it so. Pure: the importer
 * reads the state and applies the plan (apply.ts) only when no row and
 * nothing in the file is rejected.
 *
 * Rules (docs/editors.md):
 * - products are found by 1C Ид, else by article; an article or Ид may
 *   appear once per import;
 * - a new product needs an article, a name and a category; without a price
 *   it is «Цену уточняйте у менеджера» (price 0);
 * - categories and subcategories must exist unless `createSections`; brands
 *   are created when new;
 * - «Цена» is what the shopper pays (currentPrice); «Старая цена» above it is
 *   the struck-through price (lastPrice) and the list price (price); an old
 *   price below the price is a mistake; 0 and -1 mean «price on request»;
 * - stock is set per shop named; characteristics are set or removed one by
 *   one; pictures, when given, replace the product's pictures;
 * - prices of other types and quantity breaks (ProductPrice rows) are set or
 *   removed one by one, or given whole per type (1C); a type the file does
 *   not name keeps its rows; an unknown type is a warning and skipped.
 *   Prices > 0; retail's own rows are breaks only (from 2 pieces). A price
 *   that will not apply (above retail, a break not cheaper than fewer pieces
 *   — domain/priceTypes) is a remark.
 */
import {
  baseUnitPrice,
  effectiveBreaks,
  RETAIL_PRICE_TYPE,
  type PriceTier,
  type RetailPrice,
} from 'src/modules/pricing/rules/priceTypes'
import { targetPrices } from 'src/modules/pricing/rules/productPrices'

import { ROW_STATUSES, STATUS_TITLES, type RowStatus } from './outcome'
import { slugify, uniqueSlug } from './slug'
import type {
  AttributeChange,
  CatalogState,
  PriceTypeState,
  ProductDraft,
  ProductState,
  ReadResult,
  SectionState,
} from './types'
import { nameKey, priceTypeNamed, showPrice, type AttributeValue, type Tiyn } from './values'

export { ROW_STATUSES, STATUS_TITLES, type RowStatus }

export const MAX_ARTICLE_LENGTH = 100
export const MAX_NAME_LENGTH = 500

export interface RowOutcome {
  where: string
  order: number
  article: string | null
  status: RowStatus
  /** What changes (or, for a new product, what it gets), in words. */
  changes: string[]
  errors: string[]
  notes: string[]
}

/** An existing row by id, or a section this plan creates, by its key. */
export type Ref = { id: number } | { key: string }

export interface ProductData {
  article?: string
  externalId?: string
  name?: string
  slug?: string
  description?: string
  unit?: string
  isActive?: boolean
  category?: Ref
  subcategory?: Ref | null
  brand?: Ref | null
  price?: Tiyn
  currentPrice?: Tiyn
  lastPrice?: Tiyn | null
}

export interface ImageWrite {
  file: string
  alt: string
  position: number
  /** Where to copy the picture from (absolute path). */
  source: string | null
}

export interface ProductWrite {
  where: string
  article: string
  /** null: a new product. */
  productId: number | null
  /** A new product's every field; an existing one's changed fields only. */
  data: ProductData
  attributes?: { set: (AttributeValue & { position: number })[]; remove: string[] }
  /** Replace the pictures by these. */
  images?: ImageWrite[]
  /** Set these shops' counts. */
  stock?: { shopId: number; count: number }[]
  /** ProductPrice rows to write and to delete. */
  typePrices?: {
    set: { priceTypeId: number; minQuantity: number; price: Tiyn }[]
    remove: { priceTypeId: number; minQuantity: number }[]
  }
}

/** A shop price type that gets the 1C Ид of the type matched to it (PriceType.externalId). */
export interface PriceTypeLinkWrite {
  id: number
  /** The shop's name of the type. */
  name: string
  externalId: string
  /** The 1C type's name. */
  externalName: string
}

export interface NewSection {
  key: string
  name: string
  slug: string
}

export interface NewSubcategory extends NewSection {
  category: Ref
}

export interface ImportPlan {
  rows: RowOutcome[]
  summary: Record<RowStatus, number>
  fileErrors: string[]
  warnings: string[]
  newBrands: NewSection[]
  newCategories: NewSection[]
  newSubcategories: NewSubcategory[]
  writes: ProductWrite[]
  /** 1C Ид to keep on the shop's price types. */
  priceTypeLinks: PriceTypeLinkWrite[]
  /** Nothing rejected: the plan may be applied. */
  ok: boolean
}

export interface PlanOptions {
  /** Create categories and subcategories the catalogue does not have. */
  createSections: boolean
}

/** The price a shopper sees now: the marker (0 / -1) of on-request goods, else currentPrice. */
const shownPrice = (product: ProductState) =>
  product.price <= 0 ? product.price : product.currentPrice

// The rule is the back office's too (domain/productPrices): one place.
export { targetPrices }

const refKey = (ref: Ref) => ('id' in ref ? `#${ref.id}` : ref.key)
const sameRef = (ref: Ref | null, id: number | null) =>
  ref === null ? id === null : 'id' in ref && ref.id === id

/** Section look-ups and the sections this plan creates. */
class Sections {
  private readonly categories = new Map<string, SectionState>()
  private readonly subcategories = new Map<string, SectionState & { categoryId: number }>()
  private readonly brands = new Map<string, SectionState>()
  private readonly names = new Map<string, string>()
  readonly newCategories = new Map<string, NewSection>()
  readonly newSubcategories = new Map<string, NewSubcategory>()
  readonly newBrands = new Map<string, NewSection>()
  private readonly categorySlugs: Set<string>
  private readonly subcategorySlugs: Set<string>
  private readonly brandSlugs: Set<string>

  constructor(
    state: CatalogState,
    private readonly createSections: boolean
  ) {
    for (const c of state.categories) {
      if (!this.categories.has(nameKey(c.name))) this.categories.set(nameKey(c.name), c)
      this.names.set(`c#${c.id}`, c.name)
    }
    for (const s of state.subcategories) {
      const key = `#${s.categoryId}/${nameKey(s.name)}`
      if (!this.subcategories.has(key)) this.subcategories.set(key, s)
      this.names.set(`s#${s.id}`, s.name)
    }
    for (const b of state.brands) {
      if (!this.brands.has(nameKey(b.name))) this.brands.set(nameKey(b.name), b)
      this.names.set(`b#${b.id}`, b.name)
    }
    this.categorySlugs = new Set(state.categories.map((c) => c.slug))
    this.subcategorySlugs = new Set(state.subcategories.map((s) => s.slug))
    this.brandSlugs = new Set(state.brands.map((b) => b.slug))
  }

  category(name: string, errors: string[]): Ref | null {
    const key = nameKey(name)
    const found = this.categories.get(key)
    if (found) return { id: found.id }
    if (!this.createSections) {
      errors.push(`Категория «${name}» не найдена (новые категории создаёт --create-sections).`)
      return null
    }
    const planned = `c:${key}`
    if (!this.newCategories.has(planned)) {
      const slug = uniqueSlug(slugify(name), this.categorySlugs, 'category')
      this.newCategories.set(planned, { key: planned, name, slug })
    }
    return { key: planned }
  }

  subcategory(category: Ref, name: string, errors: string[]): Ref | null {
    const key = `${refKey(category)}/${nameKey(name)}`
    const found = this.subcategories.get(key)
    if (found) return { id: found.id }
    if (!this.createSections) {
      errors.push(
        `Подкатегория «${name}» не найдена в категории «${this.name('c', category)}» (новые создаёт --create-sections).`
      )
      return null
    }
    const planned = `s:${key}`
    if (!this.newSubcategories.has(planned)) {
      const slug = uniqueSlug(slugify(name), this.subcategorySlugs, 'subcategory')
      this.newSubcategories.set(planned, { key: planned, name, slug, category })
    }
    return { key: planned }
  }

  /** The subcategory's category, or null when it is not known. */
  categoryOfSubcategory(id: number): number | null {
    for (const s of this.subcategories.values()) if (s.id === id) return s.categoryId
    return null
  }

  brand(name: string): Ref {
    const key = nameKey(name)
    const found = this.brands.get(key)
    if (found) return { id: found.id }
    const planned = `b:${key}`
    if (!this.newBrands.has(planned)) {
      const slug = uniqueSlug(slugify(name), this.brandSlugs, 'brand')
      this.newBrands.set(planned, { key: planned, name, slug })
    }
    return { key: planned }
  }

  /** A section's name for the report ('c' category, 's' subcategory, 'b' brand). */
  name(kind: 'c' | 's' | 'b', ref: Ref | number | null): string {
    if (ref === null) return '—'
    if (typeof ref === 'number') return this.names.get(`${kind}#${ref}`) ?? `#${ref}`
    if ('id' in ref) return this.names.get(`${kind}#${ref.id}`) ?? `#${ref.id}`
    const planned =
      this.newCategories.get(ref.key) ??
      this.newSubcategories.get(ref.key) ??
      this.newBrands.get(ref.key)
    return planned ? `${planned.name} (${kind === 'b' ? 'новый' : 'новая'})` : ref.key
  }
}

/** Shops by the names a file may use for them: name, guest name or city. */
function shopResolver(state: CatalogState) {
  const byKey = new Map<string, number>()
  for (const shop of state.shops) {
    for (const label of [shop.city, shop.nameForGuest, shop.name])
      byKey.set(nameKey(label), shop.id)
  }
  const names = new Map(state.shops.map((s) => [s.id, s.name]))
  return {
    id: (label: string) => byKey.get(nameKey(label)),
    name: (id: number) => names.get(id) ?? `#${id}`,
  }
}

/** Slugs a new product may take, most wanted first (the state loader checks them). */
export function productSlugCandidates(name: string, article: string): string[] {
  const base = slugify(name) || 'product'
  const withArticle = `${base}-${slugify(article) || 'item'}`
  return [base, withArticle, `${withArticle}-2`, `${withArticle}-3`]
}

/** Every slug a set of drafts may ask the database about. */
export function slugCandidatesOf(drafts: ProductDraft[]): string[] {
  return drafts.flatMap((d) =>
    d.name && d.article ? productSlugCandidates(d.name, d.article) : []
  )
}

interface Context {
  priceTypes: PriceTypeState[]
  priceType: (label: string) => PriceTypeState | undefined
  /** Price types in the shop's order, for the report. */
  priceTypeOrder: Map<number, number>
  sections: Sections
  shops: ReturnType<typeof shopResolver>
  byArticle: Map<string, ProductState>
  byExternalId: Map<string, ProductState>
  seenArticles: Map<string, string>
  seenExternalIds: Map<string, string>
  takenSlugs: Set<string>
}

function attributeChanges(
  changes: AttributeChange[],
  existing: ProductState | undefined,
  notes: string[]
) {
  const current = new Map((existing?.attributes ?? []).map((a) => [nameKey(a.name), a]))
  let next = Math.max(-1, ...(existing?.attributes ?? []).map((a) => a.position)) + 1
  const wanted = new Map<string, AttributeChange>()
  for (const change of changes) {
    const key = nameKey(change.name)
    if (wanted.has(key))
      notes.push(`Характеристика «${change.name}» указана дважды: взята последняя.`)
    wanted.delete(key)
    wanted.set(key, change)
  }
  const set: (AttributeValue & { position: number })[] = []
  const remove: string[] = []
  const words: string[] = []
  for (const [key, change] of wanted) {
    const have = current.get(key)
    if ('remove' in change) {
      if (have) {
        remove.push(have.name)
        words.push(`−${have.name}`)
      }
      continue
    }
    if (
      have &&
      have.name === change.name &&
      have.value === change.value &&
      have.valueNumber === change.valueNumber &&
      have.unit === change.unit
    ) {
      continue
    }
    if (have && have.name !== change.name) remove.push(have.name)
    set.push({ ...change, position: have ? have.position : next++ })
    words.push(
      have ? `${change.name}: ${have.value} → ${change.value}` : `+${change.name}: ${change.value}`
    )
  }
  return { set, remove, words }
}

type Tier = { priceTypeId: number; minQuantity: number; price: Tiyn }
const tierKey = (t: { priceTypeId: number; minQuantity: number }) =>
  `${t.priceTypeId}:${t.minQuantity}`

/**
 * The ProductPrice rows a draft asks for against the product's: what to
 * write and delete, the changes in words, and remarks on prices the shopper
 * will not pay (the rule of domain/priceTypes, with `retail` the product's
 * retail price after this import).
 */
function typePriceChanges(
  draft: ProductDraft,
  existing: ProductState | undefined,
  retail: RetailPrice,
  retailChanged: boolean,
  ctx: Context,
  addError: (message: string) => void,
  notes: string[]
) {
  const have = new Map((existing?.typePrices ?? []).map((t) => [tierKey(t), t]))
  const want = new Map(have)
  const touched = new Set<number>()
  for (const stated of draft.statedPriceTypes ?? []) {
    const type = ctx.priceType(stated.type)
    if (!type) continue
    touched.add(type.id)
    for (const [key, row] of have) {
      const inScope = row.minQuantity > 1 ? stated.breaks : stated.base
      if (row.priceTypeId === type.id && inScope) want.delete(key)
    }
  }
  const named = new Map<string, string>()
  for (const price of draft.typePrices ?? []) {
    const type = ctx.priceType(price.type)
    if (!type) continue // a warning already (planImport)
    const { minQuantity, label } = price
    if (!Number.isInteger(minQuantity) || minQuantity < 1) {
      addError(`${label}: количество «от» — целое число от 1.`)
      continue
    }
    if (type.code === RETAIL_PRICE_TYPE && minQuantity < 2) {
      addError(
        `${label}: розничная цена за штуку — колонка «Цена»; розничные цены за количество — от 2 шт.`
      )
      continue
    }
    if (price.price !== null && !(price.price > 0)) {
      addError(`${label}: цена должна быть больше 0.`)
      continue
    }
    const key = tierKey({ priceTypeId: type.id, minQuantity })
    const earlier = named.get(key)
    if (earlier)
      addError(`${label}: цена «${type.name}» от ${minQuantity} шт уже указана (${earlier}).`)
    named.set(key, label)
    touched.add(type.id)
    if (price.price === null) want.delete(key)
    else want.set(key, { priceTypeId: type.id, minQuantity, price: price.price })
  }

  const set = [...want.entries()]
    .filter(([key, tier]) => have.get(key)?.price !== tier.price)
    .map(([, tier]) => tier)
  const remove = [...have.entries()]
    .filter(([key]) => !want.has(key))
    .map(([, { priceTypeId, minQuantity }]) => ({ priceTypeId, minQuantity }))
  const typeOf = (id: number) => ctx.priceTypes.find((t) => t.id === id)
  const titleOf = (t: { priceTypeId: number; minQuantity: number }) =>
    `цена «${typeOf(t.priceTypeId)?.name ?? `#${t.priceTypeId}`}»${t.minQuantity > 1 ? ` от ${t.minQuantity} шт` : ''}`
  const order = (a: Tier | { priceTypeId: number; minQuantity: number }, b: typeof a) =>
    (ctx.priceTypeOrder.get(a.priceTypeId) ?? 0) - (ctx.priceTypeOrder.get(b.priceTypeId) ?? 0) ||
    a.minQuantity - b.minQuantity
  const words = [...set, ...remove].sort(order).map((t) => {
    const before = have.get(tierKey(t))?.price ?? null
    const after = want.get(tierKey(t))?.price ?? null
    return existing
      ? `${titleOf(t)}: ${showPrice(before)} → ${showPrice(after)}`
      : `${titleOf(t)} ${showPrice(after)}`
  })

  // Remarks: the types this row names, all of them when the retail price moves.
  const types = retailChanged ? new Set([...want.values()].map((t) => t.priceTypeId)) : touched
  for (const typeId of [...types].sort(
    (a, b) => (ctx.priceTypeOrder.get(a) ?? 0) - (ctx.priceTypeOrder.get(b) ?? 0)
  )) {
    const type = typeOf(typeId)
    if (!type) continue
    const isRetail = type.code === RETAIL_PRICE_TYPE
    const tiers: PriceTier[] = [...want.values()]
      .filter((t) => t.priceTypeId === typeId && (!isRetail || t.minQuantity > 1))
      .sort((a, b) => a.minQuantity - b.minQuantity)
    const own = tiers.find((t) => t.minQuantity === 1)
    if (own && retail.currentPrice > 0 && own.price > retail.currentPrice) {
      notes.push(
        `Цена «${type.name}» ${showPrice(own.price)} выше розничной ${showPrice(retail.currentPrice)}: покупатели этого типа платят розничную.`
      )
    }
    const breaks = tiers.filter((t) => t.minQuantity > 1)
    if (!breaks.length) continue
    if (baseUnitPrice(retail, tiers) <= 0) {
      notes.push(`Цены «${type.name}» за количество не действуют: цена по запросу.`)
      continue
    }
    const effective = new Set(effectiveBreaks(retail, tiers).map((t) => t.minQuantity))
    for (const tier of breaks) {
      if (effective.has(tier.minQuantity)) continue
      notes.push(
        `Цена «${type.name}» от ${tier.minQuantity} шт ${showPrice(tier.price)} не ниже цены за меньшее количество: не действует.`
      )
    }
  }
  return { set, remove, words }
}

const altOf = (name: string, index: number) => (index === 0 ? name : `${name} — фото ${index + 1}`)

function planRow(
  draft: ProductDraft,
  ctx: Context
): { outcome: RowOutcome; write: ProductWrite | null } {
  const errors = [...draft.errors]
  const notes = [...draft.notes]
  const addError = (message: string) => {
    if (!errors.includes(message)) errors.push(message)
  }
  const article = draft.article

  // Identity: one row per article and per 1C Ид.
  if (article && article.length > MAX_ARTICLE_LENGTH) {
    addError(`Артикул длиннее ${MAX_ARTICLE_LENGTH} знаков.`)
  }
  if (article) {
    const first = ctx.seenArticles.get(article)
    if (first) addError(`Артикул ${article} уже встречался: ${first}.`)
    else ctx.seenArticles.set(article, draft.where)
  }
  if (draft.externalId) {
    const first = ctx.seenExternalIds.get(draft.externalId)
    if (first) addError(`Ид ${draft.externalId} уже встречался: ${first}.`)
    else ctx.seenExternalIds.set(draft.externalId, draft.where)
  }
  let existing = draft.externalId ? ctx.byExternalId.get(draft.externalId) : undefined
  if (!existing && article) {
    const byArticle = ctx.byArticle.get(article)
    if (byArticle?.externalId && draft.externalId && byArticle.externalId !== draft.externalId) {
      addError(`Артикул ${article} уже у другого товара (Ид 1С ${byArticle.externalId}).`)
    } else existing = byArticle
  }
  // An offer's article only helps to find the product; import rows may rename it.
  const renames = Boolean(existing && article && existing.article !== article && !draft.updateOnly)
  if (renames && article && existing) {
    const holder = ctx.byArticle.get(article)
    if (holder && holder.id !== existing.id) addError(`Артикул ${article} уже у другого товара.`)
  }
  if (!existing && draft.updateOnly) addError(draft.updateOnly)
  if (!existing && !article && !draft.updateOnly) addError('Не указан артикул.')
  const outcome = (status: RowStatus, changes: string[] = []): RowOutcome => ({
    where: draft.where,
    order: draft.order,
    article:
      existing && !renames
        ? existing.article
        : (article ?? (draft.externalId ? `Ид ${draft.externalId}` : null)),
    status,
    changes,
    errors,
    notes,
  })

  // Sections and brand.
  const { sections } = ctx
  let category: Ref | null = null
  if (draft.category !== undefined) category = sections.category(draft.category, errors)
  else if (existing) category = { id: existing.categoryId }
  else if (!draft.updateOnly) addError('Не указана категория.')

  let subcategory: Ref | null = null
  if (draft.subcategory) {
    if (category) subcategory = sections.subcategory(category, draft.subcategory, errors)
  } else if (draft.subcategory === undefined && existing?.subcategoryId != null) {
    const sameCategory =
      category &&
      'id' in category &&
      sections.categoryOfSubcategory(existing.subcategoryId) === category.id
    if (sameCategory) subcategory = { id: existing.subcategoryId }
    else notes.push('Подкатегория снята: она из прежней категории.')
  }

  const brand: Ref | null =
    draft.brand === undefined
      ? existing?.brandId != null
        ? { id: existing.brandId }
        : null
      : draft.brand === null
        ? null
        : sections.brand(draft.brand)

  const name = draft.name ?? existing?.name
  if (!name && !draft.updateOnly) addError('Не указано наименование.')
  if (name && name.length > MAX_NAME_LENGTH)
    addError(`Наименование длиннее ${MAX_NAME_LENGTH} знаков.`)

  // Prices.
  let prices: ReturnType<typeof targetPrices> | null = null
  if (draft.price !== undefined || draft.oldPrice !== undefined || !existing) {
    const current = draft.price ?? (existing ? shownPrice(existing) : 0)
    if (!existing && draft.price === undefined && !draft.updateOnly) {
      notes.push('Цена не указана: «Цену уточняйте у менеджера».')
    }
    const old = draft.oldPrice !== undefined ? draft.oldPrice : (existing?.lastPrice ?? null)
    if (draft.oldPrice != null && current > 0 && draft.oldPrice < current) {
      addError(`Старая цена ${showPrice(draft.oldPrice)} меньше цены ${showPrice(current)}.`)
    }
    if (draft.oldPrice != null && current <= 0) {
      notes.push('Старая цена не показывается: цена по запросу.')
    }
    prices = targetPrices(current, old)
  }

  // Prices of other types and quantity breaks.
  const retail: RetailPrice = prices
    ? { currentPrice: prices.currentPrice, lastPrice: prices.lastPrice }
    : {
        currentPrice: existing && existing.price > 0 ? existing.currentPrice : 0,
        lastPrice: existing?.lastPrice ?? null,
      }
  const retailChanged =
    !existing ||
    (prices !== null &&
      (prices.price !== existing.price || prices.currentPrice !== existing.currentPrice))
  const typePrices =
    draft.typePrices || draft.statedPriceTypes || (retailChanged && existing?.typePrices.length)
      ? typePriceChanges(draft, existing, retail, retailChanged, ctx, addError, notes)
      : null

  // Stock.
  let stock: { shopId: number; count: number }[] | undefined
  if (draft.stock) {
    const byShop = new Map<number, number>()
    for (const line of draft.stock) {
      const shopId = ctx.shops.id(line.shop)
      if (shopId !== undefined) byShop.set(shopId, line.count)
    }
    stock = [...byShop].map(([shopId, count]) => ({ shopId, count }))
  }

  // Pictures.
  let images: ImageWrite[] | undefined
  if (draft.images && name) {
    const files = new Set<string>()
    images = []
    for (const image of draft.images) {
      if (!image.file || files.has(image.file)) continue
      files.add(image.file)
      images.push({
        file: image.file,
        alt: altOf(name, images.length),
        position: images.length,
        source: image.source ?? null,
      })
    }
  }

  const attributes = draft.attributes ? attributeChanges(draft.attributes, existing, notes) : null

  if (errors.length) return { outcome: outcome('rejected'), write: null }

  // ── a new product ──
  if (!existing) {
    const finalArticle = article!
    const slug =
      productSlugCandidates(name!, finalArticle).find((s) => !ctx.takenSlugs.has(s)) ??
      uniqueSlug(
        `${slugify(name!) || 'product'}-${slugify(finalArticle) || 'item'}`,
        ctx.takenSlugs,
        'product'
      )
    ctx.takenSlugs.add(slug)
    const data: ProductData = {
      article: finalArticle,
      name: name!,
      slug,
      category: category!,
      subcategory,
      brand,
      ...prices!,
    }
    if (draft.externalId) data.externalId = draft.externalId
    if (draft.description !== undefined) data.description = draft.description
    if (draft.unit !== undefined) data.unit = draft.unit
    if (draft.isActive !== undefined) data.isActive = draft.isActive
    const counts = (stock ?? []).filter((s) => s.count !== 0)
    const summary = [
      `«${name}»`,
      `${sections.name('c', category)}${subcategory ? ` / ${sections.name('s', subcategory)}` : ''}`,
      ...(brand ? [`бренд ${sections.name('b', brand)}`] : []),
      `цена ${showPrice(prices!.currentPrice || prices!.price)}`,
      ...(prices!.lastPrice !== null ? [`старая цена ${showPrice(prices!.lastPrice)}`] : []),
      ...(typePrices?.words ?? []),
      ...(stock?.length
        ? [`остаток ${stock.map((s) => `${ctx.shops.name(s.shopId)} ${s.count}`).join(', ')}`]
        : []),
      ...(attributes?.set.length ? [`характеристик: ${attributes.set.length}`] : []),
      ...(images?.length ? [`изображений: ${images.length}`] : []),
      ...(data.isActive === false ? ['скрыт (удалён в 1С)'] : []),
    ]
    return {
      outcome: outcome('created', summary),
      write: {
        where: draft.where,
        article: finalArticle,
        productId: null,
        data,
        ...(attributes?.set.length ? { attributes: { set: attributes.set, remove: [] } } : {}),
        ...(images?.length ? { images } : {}),
        ...(counts.length ? { stock: counts } : {}),
        ...(typePrices?.set.length ? { typePrices: { set: typePrices.set, remove: [] } } : {}),
      },
    }
  }

  // ── an existing product: only what differs ──
  const data: ProductData = {}
  const changes: string[] = []
  if (renames) {
    data.article = article
    changes.push(`артикул: ${existing.article} → ${article}`)
  }
  if (draft.externalId && draft.externalId !== existing.externalId) {
    data.externalId = draft.externalId
    changes.push(`Ид 1С: ${existing.externalId ?? '—'} → ${draft.externalId}`)
  }
  if (name && name !== existing.name) {
    data.name = name
    changes.push(`наименование: «${existing.name}» → «${name}»`)
  }
  if (draft.description !== undefined && draft.description !== existing.description) {
    data.description = draft.description
    changes.push('описание')
  }
  if (draft.unit !== undefined && draft.unit !== existing.unit) {
    data.unit = draft.unit
    changes.push(`единица: ${existing.unit} → ${draft.unit}`)
  }
  if (draft.isActive !== undefined && draft.isActive !== existing.isActive) {
    data.isActive = draft.isActive
    changes.push(draft.isActive ? 'снова показан на сайте' : 'скрыт с сайта (удалён в 1С)')
  }
  if (category && !sameRef(category, existing.categoryId)) {
    data.category = category
    changes.push(
      `категория: ${sections.name('c', existing.categoryId)} → ${sections.name('c', category)}`
    )
  }
  if (!sameRef(subcategory, existing.subcategoryId)) {
    data.subcategory = subcategory
    changes.push(
      `подкатегория: ${sections.name('s', existing.subcategoryId)} → ${sections.name('s', subcategory)}`
    )
  }
  if (!sameRef(brand, existing.brandId)) {
    data.brand = brand
    changes.push(`бренд: ${sections.name('b', existing.brandId)} → ${sections.name('b', brand)}`)
  }
  if (prices) {
    if (prices.price !== existing.price || prices.currentPrice !== existing.currentPrice) {
      data.price = prices.price
      data.currentPrice = prices.currentPrice
      const before = shownPrice(existing)
      const after = prices.price <= 0 ? prices.price : prices.currentPrice
      if (before !== after) changes.push(`цена: ${showPrice(before)} → ${showPrice(after)}`)
    }
    if (prices.lastPrice !== existing.lastPrice) {
      data.lastPrice = prices.lastPrice
      changes.push(`старая цена: ${showPrice(existing.lastPrice)} → ${showPrice(prices.lastPrice)}`)
    }
  }
  const write: ProductWrite = {
    where: draft.where,
    article: renames ? article! : existing.article,
    productId: existing.id,
    data,
  }
  if (typePrices && (typePrices.set.length || typePrices.remove.length)) {
    write.typePrices = { set: typePrices.set, remove: typePrices.remove }
    changes.push(...typePrices.words)
  }
  if (attributes && (attributes.set.length || attributes.remove.length)) {
    write.attributes = { set: attributes.set, remove: attributes.remove }
    changes.push(`характеристики: ${attributes.words.join('; ')}`)
  }
  if (images) {
    const before = [...existing.images].sort((a, b) => a.position - b.position)
    const same =
      before.length === images.length &&
      before.every((image, i) => image.file === images![i].file && image.alt === images![i].alt)
    if (!same) {
      write.images = images
      changes.push(
        before.length === images.length
          ? `изображения заменены (${images.length})`
          : `изображения: ${before.length} → ${images.length}`
      )
    }
  }
  if (stock) {
    const have = new Map(existing.stock.map((s) => [s.shopId, s.count]))
    const moved = stock.filter((s) => (have.get(s.shopId) ?? 0) !== s.count)
    if (moved.length) {
      write.stock = moved
      for (const s of moved) {
        changes.push(`остаток ${ctx.shops.name(s.shopId)}: ${have.get(s.shopId) ?? 0} → ${s.count}`)
      }
    }
  }
  if (!changes.length && !Object.keys(data).length)
    return { outcome: outcome('unchanged'), write: null }
  return { outcome: outcome('updated', changes), write }
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
  const sections = new Sections(state, options.createSections)
  const shops = shopResolver(state)
  const fileErrors = [...read.fileErrors]
  const unknownShops = new Set<string>()
  for (const draft of read.drafts) {
    for (const line of draft.stock ?? []) {
      if (shops.id(line.shop) === undefined) unknownShops.add(line.shop)
    }
  }
  for (const shop of unknownShops) {
    fileErrors.push(
      `Магазин «${shop}» не найден. Магазины: ${state.shops.map((s) => s.name).join(', ') || 'нет'}.`
    )
  }
  const priceType = (label: string) => priceTypeNamed(state.priceTypes, label)
  const unknownTypes = new Map<string, string>()
  for (const draft of read.drafts) {
    for (const { type, label } of [
      ...(draft.typePrices ?? []),
      ...(draft.statedPriceTypes ?? []).map((s) => ({ type: s.type, label: s.type })),
    ]) {
      if (!priceType(type) && !unknownTypes.has(nameKey(type))) {
        const where = label === type ? '' : ` («${label}»)`
        unknownTypes.set(nameKey(type), `Тип цен «${type}» не найден${where}: эти цены пропущены.`)
      }
    }
  }
  const typeList = state.priceTypes.map((t) => `${t.name} (${t.code})`).join(', ') || 'нет'
  // Like an unknown column: reported, not fatal («Цена закупки» in a price list).
  const warnings = [...read.warnings]
  for (const message of unknownTypes.values()) warnings.push(`${message} Типы цен: ${typeList}.`)
  const priceTypeLinks: PriceTypeLinkWrite[] = []
  for (const link of read.priceTypeLinks ?? []) {
    const type = state.priceTypes.find((t) => t.code === link.code)
    if (!type || type.externalId === link.externalId) continue
    if (priceTypeLinks.some((l) => l.id === type.id || l.externalId === link.externalId)) continue
    priceTypeLinks.push({
      id: type.id,
      name: type.name,
      externalId: link.externalId,
      externalName: link.name,
    })
  }
  const ctx: Context = {
    priceTypes: state.priceTypes,
    priceType,
    priceTypeOrder: new Map(state.priceTypes.map((t, index) => [t.id, index])),
    sections,
    shops,
    byArticle: new Map(state.products.map((p) => [p.article, p])),
    byExternalId: new Map(
      state.products.filter((p) => p.externalId).map((p) => [p.externalId!, p] as const)
    ),
    seenArticles: new Map(),
    seenExternalIds: new Map(),
    takenSlugs: new Set(state.takenProductSlugs),
  }
  const rows: RowOutcome[] = []
  const writes: ProductWrite[] = []
  for (const draft of [...read.drafts].sort((a, b) => a.order - b.order)) {
    const { outcome, write } = planRow(draft, ctx)
    rows.push(outcome)
    if (write) writes.push(write)
  }
  const summary = Object.fromEntries(ROW_STATUSES.map((s) => [s, 0])) as Record<RowStatus, number>
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
    priceTypeLinks,
    ok: summary.rejected === 0 && fileErrors.length === 0,
  }
}
