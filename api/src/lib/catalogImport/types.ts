/**
 * The shapes shared by the catalogue imports (spreadsheet and 1C): a
 * *draft* is what one row or one 1C item asks for, the *state* is what the
 * database holds for it, and the *plan* (plan.ts) is what would change.
 */
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
  unit?: string
  isActive?: boolean
  brand?: string | null
  category?: string
  subcategory?: string | null
  /** The price a shopper pays; 0 or -100 (-1 ₸) = «Цену уточняйте у менеджера». */
  price?: Tiyn
  /** Old (struck-through) price; null = no discount. */
  oldPrice?: Tiyn | null
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
}

// ───────────────────────────── database state ─────────────────────────────

export interface ProductState {
  id: number
  article: string
  externalId: string | null
  name: string
  slug: string
  description: string
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
  /** Which of the slugs new products could take are taken already. */
  takenProductSlugs: Set<string>
}
