/**
 * The shapes shared by the catalogue imports (spreadsheet and 1C): a
 * *draft* is what one row or one 1C item asks for, the *state* is what the
 * database holds for it, and the *plan* (plan.ts) is what would change.
 */
import type { RowStatus } from './outcome'
import type { AttributeValue, Tiyn } from './values'

/** One picture of a row: the name as written and, once found, where it goes. */
export interface ImageRef {
  /** As written in the file: «ns-100.jpg», «import_files/ab/abc.jpg». */
  name: string
  /** Path relative to the media root where the picture is kept (content-addressed). */
  file?: string
  /** Absolute path of the picture to copy from. */
  source?: string
}

export type AttributeChange = AttributeValue | { name: string; remove: true }

/** One price of a price type from a quantity on, as a row or an offer asks for it. */
export interface TypePriceDraft {
  /** The shop's price type by code or name (PriceType.code / name). */
  type: string
  /** How the file names this price, for messages: «Цена Оптовая от 10», «Оптовая». */
  label: string
  /** 1: the type's price for one piece; more: a quantity break («от N шт»). */
  minQuantity: number
  /** null: no price of this type from this quantity (an existing one is removed). */
  price: Tiyn | null
}

/**
 * A price type whose rows the file gives whole (1C sends a product's full
 * price list): the product's rows of that type in scope that the draft does
 * not name are removed. `base`: the price for one piece; `breaks`: the rows
 * from 2 pieces on.
 */
export interface StatedPriceType {
  type: string
  base: boolean
  breaks: boolean
}

/**
 * What one row asks for. A field left undefined is not touched (an existing
 * product keeps its value); null clears an optional field.
 */
export interface ProductDraft {
  /** Where the row is, for the report: «строка 5», «import.xml:120». */
  where: string
  /** Sort key of the report (line number, file by file). */
  order: number
  article?: string
  /** 1C Ид (CommerceML) of the product. */
  externalId?: string
  name?: string
  description?: string
  /**
   * The Kazakh name and description (issue 33 §3), from the sheet's
   * «Наименование (каз)» / «Описание (каз)» only: '' clears them (the shop
   * then shows the Russian text). 1C never sets them.
   */
  nameKk?: string
  descriptionKk?: string
  unit?: string
  isActive?: boolean
  brand?: string | null
  category?: string
  subcategory?: string | null
  /** The price a shopper pays; 0 or -100 (-1 ₸) = «Цену уточняйте у менеджера». */
  price?: Tiyn
  /** Old (struck-through) price; null = no discount. */
  oldPrice?: Tiyn | null
  /** Prices of other types and quantity breaks (ProductPrice rows) to set or remove. */
  typePrices?: TypePriceDraft[]
  /** Types the file gives whole (1C): their rows not in typePrices go. */
  statedPriceTypes?: StatedPriceType[]
  /** Counts per shop, by the shop's name as the file names it. */
  stock?: { shop: string; count: number }[]
  /** Characteristics to set or remove; others stay. */
  attributes?: AttributeChange[]
  /** The product's pictures, in order (replacing the current ones); [] removes them. */
  images?: ImageRef[]
  /**
   * Set when the row may only update: the message when no product matches
   * (offers.xml names products that import.xml brought).
   */
  updateOnly?: string
  /** Problems found while reading the row: it is rejected. */
  errors: string[]
  /** Remarks that do not stop the row. */
  notes: string[]
}

/** What the file's rows could not be read without (headers, unknown shops…). */
export interface ReadResult {
  drafts: ProductDraft[]
  /** Whole-file problems: nothing is written while there is one. */
  fileErrors: string[]
  /** Remarks about the file (columns skipped, warehouses ignored). */
  warnings: string[]
  /** 1C price types matched to the shop's (PriceType.externalId is kept = the 1C Ид). */
  priceTypeLinks?: PriceTypeLink[]
}

export interface PriceTypeLink {
  /** The shop's type (PriceType.code). */
  code: string
  /** The 1C ТипЦены Ид and name. */
  externalId: string
  name: string
}

// ───────────────────────────── database state ─────────────────────────────

export interface ProductState {
  id: number
  article: string
  externalId: string | null
  name: string
  slug: string
  description: string
  nameKk: string
  descriptionKk: string
  unit: string
  isActive: boolean
  categoryId: number
  subcategoryId: number | null
  brandId: number | null
  price: Tiyn
  currentPrice: Tiyn
  lastPrice: Tiyn | null
  attributes: (AttributeValue & { position: number })[]
  images: { file: string; alt: string; position: number }[]
  stock: { shopId: number; count: number }[]
  /** ProductPrice rows: prices of other types and quantity breaks. */
  typePrices: { priceTypeId: number; minQuantity: number; price: Tiyn }[]
}

export interface PriceTypeState {
  id: number
  code: string
  name: string
  externalId: string | null
}

export interface SectionState {
  id: number
  name: string
  slug: string
}

export interface CatalogState {
  /** The products the drafts name (by article or 1C Ид). */
  products: ProductState[]
  categories: SectionState[]
  subcategories: (SectionState & { categoryId: number })[]
  brands: SectionState[]
  shops: { id: number; name: string; nameForGuest: string; city: string }[]
  /** Every price type, in their order. */
  priceTypes: PriceTypeState[]
  /** Which of the slugs new products could take are taken already. */
  takenProductSlugs: Set<string>
}

// ───────────────────────────── the plan ─────────────────────────────

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
  nameKk?: string
  descriptionKk?: string
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

/** A ProductPrice row: a type's price from a quantity on. */
export interface TierWrite {
  priceTypeId: number
  minQuantity: number
  price: Tiyn
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
    set: TierWrite[]
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
