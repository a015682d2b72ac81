/**
 * The demo's wholesale prices (issue 20 part 1): an «Оптовая» price for most
 * priced goods, 5–15 % below retail, and quantity breaks on some of them.
 * Its own random stream, so the products themselves stay as they were.
 */
import type { DemoProduct } from './catalog'
import { Rng, roundPrice } from './util'

export const WHOLESALE_PRICE_TYPE = { code: 'wholesale', name: 'Оптовая' } as const

export interface DemoTypePrice {
  article: string
  minQuantity: number
  price: number
}

/** Quantities that make sense for the goods: fittings by the box, pumps by the few. */
function breakQuantities(retail: number): [number, number] {
  if (retail < 10_000) return [20, 100]
  if (retail < 100_000) return [10, 50]
  return [3, 10]
}

export function demoWholesalePrices(products: DemoProduct[], seed = 20_261_126): DemoTypePrice[] {
  const rng = new Rng(seed)
  const rows: DemoTypePrice[] = []
  for (const product of products) {
    const retail = product.currentPrice
    // ~85 % of priced goods; the rest show wholesale buyers the retail price.
    if (retail <= 0 || !rng.chance(0.85)) continue
    const below = rng.float(0.05, 0.15)
    const wholesale = Math.min(roundPrice(retail * (1 - below)), retail - 10)
    if (wholesale <= 0) continue
    rows.push({ article: product.article, minQuantity: 1, price: wholesale })
    if (!rng.chance(0.3)) continue
    const [first, second] = breakQuantities(retail)
    const firstPrice = roundPrice(wholesale * 0.97)
    const secondPrice = roundPrice(wholesale * 0.93)
    if (firstPrice < wholesale)
      rows.push({ article: product.article, minQuantity: first, price: firstPrice })
    if (secondPrice < firstPrice)
      rows.push({ article: product.article, minQuantity: second, price: secondPrice })
  }
  return rows
}
