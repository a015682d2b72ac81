import { Prisma } from '@prisma/client'

import { customerGroupOf, USER_GROUPS_ORDER } from 'src/lib/domain/customerGroup'
import { fromTiyn, toTiyn } from 'src/lib/domain/money'
import {
  RETAIL_PRICE_TYPE,
  tiersOfType,
  unitPriceFor,
  viewerPrice,
  type PriceTier,
} from 'src/modules/pricing/rules/priceTypes'

/**
 * Whose prices a request shows (issue 20 part 1): the viewer's price type,
 * from their customer group (domain/customerGroup; lib/userInfo reads it on
 * every request, customerPriceTypeSelect wherever else a user is priced).
 * Guests, search engines and retail customers see retail. The rule itself
 * is domain/priceTypes.ts; here it is applied to product rows, and mirrored
 * in SQL for the list's price filter, price order and price limits.
 */
export interface PriceView {
  /** The price type's code (`retail` for the shop's own prices). */
  code: string
  /** Its id; null for retail, whose one-piece price is the product's own. */
  id: number | null
  name: string
}

export const RETAIL_VIEW: PriceView = { code: RETAIL_PRICE_TYPE, id: null, name: 'Розничная' }

/** A price type as a view: retail (or none) is the shop's own prices. */
export function priceViewOf(type: { id: number; code: string; name: string } | null): PriceView {
  if (!type || type.code === RETAIL_PRICE_TYPE) return RETAIL_VIEW
  return { code: type.code, id: type.id, name: type.name }
}

/** The caller's view: their group's price type, retail for guests. */
export function viewerPriceView(): PriceView {
  const user = context.currentUser as { priceType?: PriceView | null } | null | undefined
  return priceViewOf(user?.priceType ?? null)
}

/**
 * What a user row must hold for customerPriceView: the price type of their
 * customer group (the first of their groups, domain/customerGroup).
 */
export const customerPriceTypeSelect = {
  groups: {
    orderBy: USER_GROUPS_ORDER,
    take: 1,
    select: { group: { select: { priceType: { select: { id: true, code: true, name: true } } } } },
  },
} satisfies Prisma.UserSelect

/** A user's view, from a row read with customerPriceTypeSelect; retail for none (a guest's order). */
export const customerPriceView = (
  user: Prisma.UserGetPayload<{ select: typeof customerPriceTypeSelect }> | null
): PriceView => priceViewOf(customerGroupOf(user)?.priceType ?? null)

/** A user's view (placing an order for its owner, staff acting on it). */
export async function priceViewOfUser(
  client: Pick<Prisma.TransactionClient, 'user'>,
  userId: number | null
): Promise<PriceView> {
  if (userId === null) return RETAIL_VIEW
  return customerPriceView(
    await client.user.findUnique({ where: { id: userId }, select: customerPriceTypeSelect })
  )
}

// ───────────── Rows ─────────────

/** Every type's price rows of a product, as the include below and the list's SQL give them. */
export const typePricesInclude = {
  typePrices: {
    select: { minQuantity: true, price: true, priceType: { select: { code: true } } },
    orderBy: { minQuantity: 'asc' },
  },
} satisfies Prisma.ProductInclude

type Amount = number | string | { toString(): string }

export interface TypePriceRow {
  minQuantity: number
  price: Amount
  priceType: { code: string }
}

export interface PricedFacts {
  price: Prisma.Decimal
  currentPrice: Prisma.Decimal
  lastPrice: Prisma.Decimal | null
  typePrices: TypePriceRow[]
}

export interface ViewerPriced {
  /** The retail price for reference, when the viewer's differs. */
  retailPrice: Prisma.Decimal | null
  /** The viewer's quantity breaks, tenge. */
  priceBreaks: { minQuantity: number; price: number }[]
  /** The viewer's price type's name (shown beside a non-retail price). */
  priceTypeName: string
  /** The retail price and tiers the row was priced from (cart lines price each quantity). */
  priceFacts: { retail: { currentPrice: number; lastPrice: number | null }; tiers: PriceTier[] }
}

const decimal = (tiyn: number) => new Prisma.Decimal(fromTiyn(tiyn))

/** The view's tiers of a product (tiyn). */
export function tiersFor(rows: readonly TypePriceRow[], view: PriceView): PriceTier[] {
  return tiersOfType(
    rows.map((row) => ({
      minQuantity: row.minQuantity,
      price: toTiyn(row.price),
      typeCode: row.priceType.code,
    })),
    view.code
  )
}

/**
 * A product row as the viewer sees it: currentPrice, lastPrice and price
 * are theirs (so every serializer, total and letter downstream shows their
 * price without knowing of types), with the retail price and breaks beside.
 */
export function pricedForViewer<T extends PricedFacts>(
  product: T,
  view: PriceView
): T & ViewerPriced {
  const retail = {
    currentPrice: toTiyn(product.currentPrice),
    lastPrice: product.lastPrice === null ? null : toTiyn(product.lastPrice),
  }
  const tiers = tiersFor(product.typePrices, view)
  const seen = viewerPrice(retail, tiers)
  const ownRetail = seen.currentPrice === retail.currentPrice && seen.lastPrice === retail.lastPrice
  return {
    ...product,
    // The list price (SPEC `price`): the old price when there is one, else the price.
    price: ownRetail ? product.price : decimal(seen.lastPrice ?? seen.currentPrice),
    currentPrice: decimal(seen.currentPrice),
    lastPrice: seen.lastPrice === null ? null : decimal(seen.lastPrice),
    retailPrice: seen.retailPrice === null ? null : decimal(seen.retailPrice),
    priceBreaks: seen.breaks.map((tier) => ({
      minQuantity: tier.minQuantity,
      price: fromTiyn(tier.price),
    })),
    priceTypeName: view.name,
    priceFacts: { retail, tiers },
  }
}

// ───────────── SQL (filters, ordering, limits) ─────────────

/**
 * The list's FROM. Retail lists read Product alone, ordered by its
 * (section, isActive, currentPrice) indexes. Other types read their list
 * prices (ProductTypePrice: the one-piece price of baseUnitPrice, kept by
 * database triggers) with the same indexes, then join Product by its key:
 * a wholesale list in price order stops after its page too, instead of
 * pricing the whole section (bench/api.mjs P3).
 */
export function pricedFrom(view: PriceView): Prisma.Sql {
  if (view.id === null) return Prisma.sql`"Product" p`
  return Prisma.sql`"ProductTypePrice" tp JOIN "Product" p
    ON p.id = tp."productId" AND tp."priceTypeId" = ${view.id}`
}

/** The columns a list filters and orders by, from the table that has the index for them. */
export function listColumns(view: PriceView) {
  const t = Prisma.raw(view.id === null ? 'p' : 'tp')
  return {
    isActive: Prisma.sql`${t}."isActive"`,
    categoryId: Prisma.sql`${t}."categoryId"`,
    subcategoryId: Prisma.sql`${t}."subcategoryId"`,
    brandId: Prisma.sql`${t}."brandId"`,
  }
}

/** The viewer's one-piece price (baseUnitPrice) in SQL. */
export function currentPriceSql(view: PriceView): Prisma.Sql {
  return view.id === null ? Prisma.sql`p."currentPrice"` : Prisma.sql`tp.price`
}

/** viewerPrice's lastPrice in SQL: the old price only when the viewer pays retail. */
export function lastPriceSql(view: PriceView): Prisma.Sql {
  return view.id === null ? Prisma.sql`p."lastPrice"` : Prisma.sql`tp."lastPrice"`
}

/** isPriced (domain/money) in SQL: a price the shop names is above 0. */
export const pricedSql = (price: Prisma.Sql) => Prisma.sql`${price} > 0`

/** isPriced as a Prisma filter of a price column: `{ currentPrice: PRICED }`. */
export const PRICED = { gt: 0 } satisfies Prisma.DecimalFilter

/**
 * isOnSale (domain/productDisplay) in SQL, in the view's prices: both real,
 * the old one above. The product list's «sale» and the brands of its goods
 * read it from pricedFrom(view); products.test.ts checks it agrees with isOnSale.
 */
export function onSaleSql(view: PriceView): Prisma.Sql {
  const current = currentPriceSql(view)
  const last = lastPriceSql(view)
  return Prisma.sql`${last} IS NOT NULL AND ${last} > ${current} AND ${pricedSql(current)}`
}

/** A priced product's unit price for a line of `quantity` pieces (tenge; ≤ 0: on request). */
export function unitPriceOf(product: ViewerPriced, quantity: number): number {
  const { retail, tiers } = product.priceFacts
  return fromTiyn(unitPriceFor(retail, tiers, quantity))
}

/**
 * What an order line fixes at placing: the unit price for its quantity in
 * the owner's type, the old price only when that is the plain one-piece
 * price, and the type's name (so the order still tells whose price it was).
 */
export function fixedLinePrice(product: PricedFacts, view: PriceView, quantity: number) {
  const priced = pricedForViewer(product, view)
  const unit = unitPriceOf(priced, quantity)
  return {
    price: new Prisma.Decimal(unit),
    lastPrice: unit === Number(priced.currentPrice) ? priced.lastPrice : null,
    priceTypeName: view.name,
  }
}
