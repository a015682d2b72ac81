import { z } from 'zod'

import type { CartView } from 'src/services/cart/cart'
import type { FavoriteWithProduct } from 'src/services/favorites/favorites'

import { Money } from '../contract'

import { ProductSchema, serializeProduct } from './product'

export const CartSchema = z
  .strictObject({
    products: z.array(
      ProductSchema.extend({
        quantity: z.number().int().describe('Количество в корзине'),
        unit_price: Money.describe(
          'Цена за единицу при этом количестве (цены от количества) в типе цен покупателя; 0 — по запросу'
        ),
        line_total: Money.nullable().describe('null — цена по запросу'),
      })
    ),
    count: z.number().int().describe('Всего единиц'),
    total: Money.describe('Сумма позиций с ценой'),
    has_unpriced: z.boolean(),
    skipped: z.array(z.string()).optional().describe('Только у /cart/merge/: неизвестные артикулы'),
  })
  .meta({ id: 'Cart', description: 'Корзина' })

/** The cart's lines: product data (price, old price, balance per shop) with the quantity. */
export function serializeCart(cart: CartView & { skipped?: string[] }): z.input<typeof CartSchema> {
  return {
    // Cart lines carry `quantity` as the line's amount, not the product's stock.
    products: cart.lines.map((line) => ({
      ...serializeProduct(line.product, true),
      quantity: line.quantity,
      unit_price: line.unitPrice,
      line_total: line.lineTotal,
    })),
    count: cart.count,
    total: cart.total,
    has_unpriced: cart.hasUnpriced,
    ...(cart.skipped ? { skipped: cart.skipped } : {}),
  }
}

export const FavoriteSchema = z
  .strictObject({ id: z.number().int(), product: ProductSchema })
  .meta({ id: 'Favorite', description: 'Избранный товар' })

export const serializeFavorite = (
  favorite: FavoriteWithProduct
): z.input<typeof FavoriteSchema> => ({
  id: favorite.id,
  product: serializeProduct(favorite.product, true),
})
