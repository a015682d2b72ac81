import type { MutationResolvers, QueryResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import { cartStockMessage, mergedQuantity } from 'src/lib/domain/cart'
import {
  cartAddInput,
  cartLinesInput,
  cartRemovalInput,
  type CartAddInput,
  type CartLinesInput,
  type CartRemovalInput,
} from 'src/lib/domain/cartInput'
import { lineTotal, totalsOf } from 'src/lib/domain/money'
import { MAX_LINE_QUANTITY } from 'src/lib/domain/orderLines'
import { InvalidInputError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { completedByFieldResolvers } from 'src/lib/resolverTypes'
import { requireViewerId } from 'src/lib/viewer'
import { unitPriceOf } from 'src/modules/pricing'
import { activeProductIdsByArticle } from 'src/services/products/productRefs'
import {
  productInclude,
  viewedProduct,
  type ProductRow,
  type ProductWithRelations,
} from 'src/services/products/products'

/**
 * The server cart of a logged-in shopper (SPEC §7 Cart, §4 quantity rules):
 * every call answers the whole cart, which the web puts in place of its own
 * list. Changes are single SQL upserts, so parallel taps on «+» all count.
 */
export interface CartLineView {
  /** Priced for the shopper (their price type). */
  product: ProductWithRelations
  quantity: number
  /** The unit price at this quantity (the deepest quantity break reached); ≤ 0: on request. */
  unitPrice: number
  /** null when the price is on request. */
  lineTotal: number | null
  /** What stock allows, when the line asks for more (domain/cart `cartStockMessage`). */
  stockMessage: string | null
}

function lineView(row: ProductRow, quantity: number): CartLineView {
  const product = viewedProduct(row)
  const unitPrice = unitPriceOf(product, quantity)
  return {
    product,
    quantity,
    unitPrice,
    lineTotal: lineTotal(unitPrice, quantity),
    stockMessage: cartStockMessage(quantity, product),
  }
}

export interface CartView {
  lines: CartLineView[]
  count: number
  total: number
  hasUnpriced: boolean
}

export const PRODUCT_NOT_FOUND = 'Товар не найден.'

export async function getMyCart(): Promise<CartView> {
  const userId = requireViewerId()
  const items = await db.cartItem.findMany({
    where: { cart: { userId }, product: { isActive: true } },
    include: { product: { include: productInclude } },
    orderBy: [{ addedAt: 'asc' }, { id: 'asc' }],
  })
  const lines = items.map((item) => lineView(item.product, item.quantity))
  const totals = totalsOf(lines.map((l) => ({ price: l.unitPrice, quantity: l.quantity })))
  return { lines, ...totals }
}

async function cartIdOf(userId: number) {
  const [row] = await db.$queryRaw<{ id: number }[]>`
    INSERT INTO "Cart" ("userId", "updatedAt") VALUES (${userId}, now())
    ON CONFLICT ("userId") DO UPDATE SET "updatedAt" = now()
    RETURNING id`
  return row.id
}

async function productIdOf(article: string) {
  const id = (await activeProductIdsByArticle([article])).get(article)
  if (id === undefined) throw new InvalidInputError({ article: [PRODUCT_NOT_FOUND] })
  return id
}

/**
 * POST /cart/add/: without a quantity adds one (the first add sets 1); an
 * integer sets the quantity; below 1 removes the line (domain/cart reads it).
 */
export async function addToMyCart({ article, change }: CartAddInput): Promise<CartView> {
  const userId = requireViewerId()
  const productId = await productIdOf(article)
  const cartId = await cartIdOf(userId)
  if (change.kind === 'remove') {
    await db.cartItem.deleteMany({ where: { cartId, productId } })
  } else if (change.kind === 'increment') {
    await db.$executeRaw`
      INSERT INTO "CartItem" ("cartId", "productId", quantity) VALUES (${cartId}, ${productId}, 1)
      ON CONFLICT ("cartId", "productId")
      DO UPDATE SET quantity = LEAST("CartItem".quantity + 1, ${MAX_LINE_QUANTITY})`
  } else {
    await db.$executeRaw`
      INSERT INTO "CartItem" ("cartId", "productId", quantity) VALUES (${cartId}, ${productId}, ${change.quantity})
      ON CONFLICT ("cartId", "productId") DO UPDATE SET quantity = EXCLUDED.quantity`
  }
  return getMyCart()
}

/** DELETE /cart/remove/: removes a line; an article not in the cart changes nothing. */
export async function removeFromMyCart({ article }: CartRemovalInput): Promise<CartView> {
  const userId = requireViewerId()
  await db.cartItem.deleteMany({ where: { cart: { userId }, product: { article } } })
  return getMyCart()
}

/** DELETE /cart/clear/: the popover's «clear cart» link. */
export async function clearMyCart(): Promise<CartView> {
  const userId = requireViewerId()
  await db.cartItem.deleteMany({ where: { cart: { userId } } })
  return getMyCart()
}

/**
 * POST /cart/merge/: the guest's local cart at login (SPEC §3: the cart is
 * kept in local storage). Each line keeps the larger quantity; unknown or
 * retired articles are skipped and named.
 */
export async function mergeIntoMyCart({
  items,
}: CartLinesInput): Promise<CartView & { skipped: string[] }> {
  const userId = requireViewerId()
  const ids = await activeProductIdsByArticle(items.map((l) => l.product))
  const skipped = [...new Set(items.filter((l) => !ids.has(l.product)).map((l) => l.product))]
  const local = new Map<number, number>()
  for (const line of items) {
    const id = ids.get(line.product)
    if (id !== undefined) local.set(id, Math.max(local.get(id) ?? 0, line.quantity))
  }
  if (local.size) {
    const cartId = await cartIdOf(userId)
    await db.$transaction(async (tx) => {
      const held = new Map(
        (await tx.cartItem.findMany({ where: { cartId } })).map((i) => [i.productId, i.quantity])
      )
      for (const [productId, quantity] of local) {
        await tx.$executeRaw`
          INSERT INTO "CartItem" ("cartId", "productId", quantity)
          VALUES (${cartId}, ${productId}, ${mergedQuantity(held.get(productId), quantity)})
          ON CONFLICT ("cartId", "productId")
          DO UPDATE SET quantity = GREATEST("CartItem".quantity, EXCLUDED.quantity)`
      }
    })
  }
  return { ...(await getMyCart()), skipped }
}

/**
 * A guest's cart, kept in the browser (SPEC §3), priced by the server: the
 * popover shows the same lines, totals and stock as a logged-in shopper's,
 * from the same arithmetic. Lines keep the order sent; unknown or retired
 * articles are skipped and named.
 */
export async function previewCart({
  items,
}: CartLinesInput): Promise<CartView & { skipped: string[] }> {
  const quantities = new Map<string, number>()
  for (const line of items) {
    quantities.set(line.product, Math.max(quantities.get(line.product) ?? 0, line.quantity))
  }
  const products = quantities.size
    ? await db.product.findMany({
        where: { article: { in: [...quantities.keys()] }, isActive: true },
        include: productInclude,
      })
    : []
  const byArticle = new Map(products.map((product) => [product.article, product]))
  const lines: CartLineView[] = []
  const skipped: string[] = []
  for (const [article, quantity] of quantities) {
    const product = byArticle.get(article)
    if (!product) skipped.push(article)
    else lines.push(lineView(product, quantity))
  }
  const totals = totalsOf(lines.map((l) => ({ price: l.unitPrice, quantity: l.quantity })))
  return { lines, ...totals, skipped }
}

// Each resolver parses its arguments by the same schema as the REST body.
export const guestCart: QueryResolvers['guestCart'] = (args) =>
  completedByFieldResolvers(previewCart(parseInput(cartLinesInput, args)))

export const myCart: QueryResolvers['myCart'] = () => completedByFieldResolvers(getMyCart())
export const addToCart: MutationResolvers['addToCart'] = (args) =>
  completedByFieldResolvers(addToMyCart(parseInput(cartAddInput, args)))
export const removeFromCart: MutationResolvers['removeFromCart'] = (args) =>
  completedByFieldResolvers(removeFromMyCart(parseInput(cartRemovalInput, args)))
export const clearCart: MutationResolvers['clearCart'] = () =>
  completedByFieldResolvers(clearMyCart())
export const mergeCart: MutationResolvers['mergeCart'] = (args) =>
  completedByFieldResolvers(mergeIntoMyCart(parseInput(cartLinesInput, args)))
