/**
 * What shoppers can still take (issue 28 §2): stock less the units placed
 * orders hold until they are completed or cancelled. An order naming a shop
 * holds in that shop (that shop shows fewer); one without a shop holds
 * against all shops together. A new order may take what all shops have free
 * — a pickup shop short of a product is served from another shop, as
 * managers always did — so placing and coverage count the total.
 * Pure; the product page, lists, cart, drafts, placing, payment and the
 * dashboard all read availability through it.
 */
import { stockMessage } from './orderLineLimits'
import { stockSum, stockView, type ShopStock } from './stock'

/** Units one placed order holds of one product (StockReservation). */
export interface HeldStock {
  /** null: held against all shops (an order without a shop). */
  shopId: number | null
  quantity: number
}

export interface Availability {
  /**
   * Per stock row, in its order: what an order naming that shop can still
   * take — the shop's units less what is held there, and never more than
   * the total below (orders without a shop hold against every shop).
   */
  shops: ShopStock[]
  /** What an order without a shop can still take: all units less everything held. */
  total: number
}

/** The rule: available = stock − held, never below 0, per shop and in total. */
export function availableStock(stock: ShopStock[], held: HeldStock[]): Availability {
  const total = Math.max(0, stockSum(stock) - held.reduce((sum, h) => sum + h.quantity, 0))
  const heldIn = (shopId: number) =>
    held.reduce((sum, h) => (h.shopId === shopId ? sum + h.quantity : sum), 0)
  return {
    shops: stock.map((line) => ({
      shopId: line.shopId,
      count: Math.min(total, Math.max(0, line.count - heldIn(line.shopId))),
    })),
    total,
  }
}

/** A product row as the readers load it: its stock rows and the active reservations. */
export interface StockFacts {
  stock: ShopStock[]
  reservations: HeldStock[]
}

export const availabilityOf = (product: StockFacts) =>
  availableStock(product.stock, product.reservations)

/**
 * What a shopper is shown of a product (SPEC §6 on what is free): per shop
 * whether it has the product (and how many, to logged-in users), the total
 * (null for guests) and whether any shop has it at all.
 */
export function shopperStock(product: StockFacts, canSeeCounts: boolean) {
  const available = availabilityOf(product)
  return {
    lines: stockView(available.shops, canSeeCounts),
    total: canSeeCounts ? available.total : null,
    isAvailable: available.total > 0,
  }
}

/** One order's hold on one product, for the coverage rule (placement order). */
export interface Holding extends HeldStock {
  orderId: number
}

/**
 * Which orders' holds the stock no longer covers (a 1C exchange or an
 * editor lowered it after they were placed): holds are served from all
 * shops' units in the order they were placed; one that does not fit is
 * uncovered and takes nothing, so a later smaller hold may still fit.
 * `holdings` must be in placement order.
 */
export function uncoveredOrders(stock: ShopStock[], holdings: Holding[]): Set<number> {
  let left = stockSum(stock)
  const uncovered = new Set<number>()
  for (const hold of holdings) {
    if (hold.quantity > left) uncovered.add(hold.orderId)
    else left -= hold.quantity
  }
  return uncovered
}

/** A line an order cannot take: what it asks and what is left for it. */
export interface ShortLine {
  name: string
  available: number
}

/**
 * The 409 of a placing refused for stock, naming each product and what is
 * left of it in SPEC §5's words («В наличии {N} товаров»).
 */
export function stockShortMessage(lines: ShortLine[]): string {
  const named = lines.map((line) => `«${line.name}» — ${stockMessage(line.available)}`)
  return `Некоторых товаров нет в нужном количестве: ${named.join('; ')}. Измените количество и оформите заказ снова.`
}

/** An order whose held units the stock no longer covers may not be paid online. */
export const RESERVATION_NOT_COVERED_MESSAGE =
  'Товара под этот заказ больше не хватает на складе, поэтому оплатить его онлайн сейчас нельзя. Менеджер свяжется с вами, чтобы уточнить заказ.'
