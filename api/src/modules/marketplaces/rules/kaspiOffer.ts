/**
 * One product of the Kaspi.kz price list (issue 34 §1): the offer Kaspi gets
 * for it, or why it is left out. Pure; the feed (../kaspiFeed), the back
 * office's counts and the web's form notes all decide through it.
 *
 * What Kaspi's format asks (docs/marketplaces.md, the reference's «Kaspi 1»):
 * the price is whole tenge including VAT (the shop's prices include НДС,
 * domain/vat), `available` is yes/no per point of sale the seller set up,
 * and a sku is letters, digits and «-», «_», «.». Only the product's own
 * retail price (currentPrice) is ever listed, never a price type's.
 */
import { isPriced } from '../../../lib/domain/money'
import type { ShopStock } from '../../../lib/domain/stock'
import { availableStock, type HeldStock } from '../../../lib/domain/stockAvailability'

/**
 * Kaspi's content API takes skus of up to 64 characters (the only official
 * figure); integrators' notes say 20 for the price list, unverified — a card
 * that refuses a long one gets a «Kaspi SKU» of its own.
 */
export const KASPI_SKU_MAX_LENGTH = 64
export const KASPI_SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/
export const KASPI_SKU_MESSAGE = `Kaspi SKU — до ${KASPI_SKU_MAX_LENGTH} латинских букв, цифр, «-», «_» и «.», первой — буква или цифра.`

export const isValidKaspiSku = (sku: string) =>
  sku.length <= KASPI_SKU_MAX_LENGTH && KASPI_SKU_PATTERN.test(sku)

export const KASPI_LISTINGS = ['all', 'sections', 'brands', 'flagged'] as const
export type KaspiListingMode = (typeof KASPI_LISTINGS)[number]

/** Which products the seller lists. */
export interface KaspiSelection {
  listing: KaspiListingMode
  categoryIds: number[]
  brandIds: number[]
}

/** A shop as the price list names it; one without a store id is not on Kaspi. */
export interface KaspiShop {
  shopId: number
  kaspiStoreId: string | null
  katoCode: string | null
}

/** A product row as the feed reads it. */
export interface KaspiProductRow {
  id: number
  article: string
  kaspiSku: string | null
  name: string
  brand: string | null
  categoryId: number
  brandId: number | null
  isActive: boolean
  onKaspi: boolean
  /** The retail price (Product.currentPrice), as the database gives it. */
  currentPrice: string | number
  stock: ShopStock[]
  reservations: HeldStock[]
}

export interface KaspiAvailability {
  storeId: string
  available: boolean
  stockCount: number
}

export interface KaspiOffer {
  sku: string
  model: string
  brand: string | null
  availabilities: KaspiAvailability[]
  /** Whole tenge including VAT. */
  price: number
}

/** Why a product is not in the price list, in the order they are checked. */
export const KASPI_LEFT_OUT_REASONS = [
  'inactive',
  'not_selected',
  'no_price',
  'price_on_request',
  'invalid_sku',
  'no_stock',
] as const
export type KaspiLeftOut = (typeof KASPI_LEFT_OUT_REASONS)[number]

/** The back office's words for each reason. */
export const KASPI_LEFT_OUT_LABELS: Record<KaspiLeftOut, string> = {
  inactive: 'Скрыт с сайта',
  not_selected: 'Не выбран для Kaspi',
  no_price: 'Цена 0 (не задана или «цена по запросу»)',
  price_on_request: 'Цена −1 («цену уточняйте у менеджера»)',
  invalid_sku: 'Артикул не подходит Kaspi (нужен Kaspi SKU)',
  no_stock: 'Нет в наличии ни в одном магазине Kaspi',
}

export type KaspiVerdict = { offer: KaspiOffer } | { leftOut: KaspiLeftOut }

const isSelected = (row: KaspiProductRow, selection: KaspiSelection) => {
  switch (selection.listing) {
    case 'sections':
      return selection.categoryIds.includes(row.categoryId)
    case 'brands':
      return row.brandId !== null && selection.brandIds.includes(row.brandId)
    case 'flagged':
      return row.onKaspi
    default:
      return true
  }
}

/** Whole tenge, as Kaspi takes prices: 45 990,50 ₸ is 45 991. */
export const wholeTenge = (price: string | number) => Math.round(Number(price))

/**
 * The offer sku: the product's Kaspi SKU when it has one, else its article
 * (trimmed; an article with spaces or Cyrillic is no sku).
 */
export const kaspiSkuOf = (row: Pick<KaspiProductRow, 'article' | 'kaspiSku'>) =>
  (row.kaspiSku?.trim() || row.article.trim()) ?? ''

/**
 * The product's offer, or why it is left out. Availability is per shop that
 * has a Kaspi store id: what shoppers can still take there (stock less the
 * placed orders' holds, domain/stockAvailability). A product that no Kaspi
 * shop has is left out (the shop has no «ordered in» notion, so no preOrder).
 */
export function kaspiOfferOf(
  row: KaspiProductRow,
  shops: KaspiShop[],
  selection: KaspiSelection
): KaspiVerdict {
  if (!row.isActive) return { leftOut: 'inactive' }
  if (!isSelected(row, selection)) return { leftOut: 'not_selected' }
  // 0 is what the editor enters for «цена по запросу» and what a product
  // 1C sent without a price has; -1 is the older data's «цену уточняйте».
  const price = Number(row.currentPrice)
  if (!Number.isFinite(price) || price === 0) return { leftOut: 'no_price' }
  if (!isPriced(price) || wholeTenge(price) < 1) return { leftOut: 'price_on_request' }
  const sku = kaspiSkuOf(row)
  if (!isValidKaspiSku(sku)) return { leftOut: 'invalid_sku' }

  const available = availableStock(row.stock, row.reservations)
  const freeIn = new Map(available.shops.map((line) => [line.shopId, line.count]))
  const availabilities = shops
    .filter((shop) => shop.kaspiStoreId)
    .map((shop) => {
      const count = freeIn.get(shop.shopId) ?? 0
      return { storeId: shop.kaspiStoreId!, available: count > 0, stockCount: count }
    })
  if (!availabilities.some((line) => line.available)) return { leftOut: 'no_stock' }
  return {
    offer: {
      sku,
      model: row.name.trim(),
      brand: row.brand?.trim() || null,
      availabilities,
      price: wholeTenge(price),
    },
  }
}

/** How many products are listed and how many are left out, by reason. */
export interface KaspiCounts {
  listed: number
  leftOut: Record<KaspiLeftOut, number>
}

export const emptyKaspiCounts = (): KaspiCounts => ({
  listed: 0,
  leftOut: Object.fromEntries(KASPI_LEFT_OUT_REASONS.map((reason) => [reason, 0])) as Record<
    KaspiLeftOut,
    number
  >,
})

export function countVerdict(counts: KaspiCounts, verdict: KaspiVerdict): void {
  if ('offer' in verdict) counts.listed += 1
  else counts.leftOut[verdict.leftOut] += 1
}
