/**
 * Stock visibility (SPEC §6): guests see only whether a shop has the product;
 * logged-in users also see how many. Pure; GraphQL and REST both use it,
 * on what is free of placed orders' holds (./stockAvailability shopperStock).
 */
export interface ShopStock {
  shopId: number
  count: number
}

export interface StockLine {
  shopId: number
  isAvailable: boolean
  /** null when the viewer may not see counts. */
  count: number | null
}

export function stockView(stock: ShopStock[], canSeeCounts: boolean): StockLine[] {
  return stock.map((line) => ({
    shopId: line.shopId,
    isAvailable: line.count > 0,
    count: canSeeCounts ? Math.max(0, line.count) : null,
  }))
}

/**
 * Units in all shops together. A negative count (a 1C correction, an
 * oversold shop) counts as none, never as less than none.
 */
export function stockSum(stock: Pick<ShopStock, 'count'>[]): number {
  return stock.reduce((sum, line) => sum + Math.max(0, line.count), 0)
}
