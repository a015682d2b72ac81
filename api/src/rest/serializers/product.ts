import { z } from 'zod'

import { shopperStock } from 'src/lib/domain/stockAvailability'
import { mediaUrl } from 'src/lib/media'
import type { CatalogFilters } from 'src/services/catalogFilters/catalogFilters'
import type { ProductCard, ProductWithRelations } from 'src/services/products/products'
import { shopAddress, shopInRequestLocale } from 'src/services/shops/shops'

import { Money } from '../contract'

const BalanceSchema = z
  .strictObject({
    id: z.number().int().describe('id магазина'),
    is_available: z.boolean(),
    count: z.number().int().optional().describe('Только для вошедших пользователей (SPEC §6)'),
    shop: z.strictObject({
      id: z.number().int(),
      name: z.string(),
      name_for_guest: z.string(),
      address: z.strictObject({ address: z.string(), city: z.string() }),
    }),
  })
  .meta({ id: 'Balance', description: 'Наличие в магазине' })

export const ProductSchema = z
  .strictObject({
    id: z.number().int(),
    article: z.string(),
    name: z.string(),
    slug: z.string(),
    images: z.array(z.strictObject({ file: z.string() })),
    category: z.strictObject({ id: z.number().int(), name: z.string() }),
    subcategory: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
    brand: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
    price: Money.describe(
      'Зависит от покупателя (тип цен его группы). 0 или -1 — «Цену уточняйте у менеджера»'
    ),
    current_price: Money.describe(
      'Зависит от покупателя: цена за единицу в типе цен его группы (гостям и рознице — розничная)'
    ),
    last_price: Money.nullable().describe(
      'Зависит от покупателя: старая (зачёркнутая) розничная цена, если покупатель платит розничную и есть скидка'
    ),
    retail_price: Money.nullable().describe(
      'Зависит от покупателя: розничная цена для сравнения, когда цена покупателя другая; иначе null'
    ),
    price_breaks: z
      .array(z.strictObject({ min_quantity: z.number().int(), price: Money }))
      .describe('Зависит от покупателя: цена за единицу от количества в типе цен покупателя'),
    price_type: z.string().describe('Зависит от покупателя: тип цен («Розничная», «Оптовая» …)'),
    is_popular: z.boolean(),
    is_new: z.boolean(),
    unit: z.string(),
    quantity: z.number().int().nullable().describe('Всего в магазинах; null для гостей'),
    count: z.number().int().nullable().describe('То же, что quantity (поле старого API)'),
    is_available: z.boolean(),
    balance: z.array(BalanceSchema),
  })
  .meta({ id: 'Product', description: 'Товар в списке' })

const CharacteristicSchema = z.strictObject({
  name: z.string(),
  value: z.string(),
  unit: z.string().nullable(),
})

export const ProductDetailSchema = ProductSchema.extend({
  description: z.string(),
  characteristics: z.array(CharacteristicSchema),
  width: Money.nullable(),
  height: Money.nullable(),
  length: Money.nullable(),
  weight: Money.nullable(),
}).meta({ id: 'ProductDetail', description: 'Карточка товара' })

const num = (value: { toString(): string } | null) => (value === null ? null : Number(value))

/** Wire format of a product in lists; `canSeeCounts` is SPEC §6's stock rule. */
export function serializeProduct(
  product: ProductCard,
  canSeeCounts: boolean
): z.input<typeof ProductSchema> {
  // What is free of placed orders' holds (issue 28 §2), as SPEC §6 lets this viewer see it.
  const { lines, total, isAvailable } = shopperStock(product, canSeeCounts)
  return {
    id: product.id,
    article: product.article,
    name: product.name,
    slug: product.slug,
    images: product.images.map((image) => ({ file: mediaUrl(image.file)! })),
    category: { id: product.category.id, name: product.category.name },
    subcategory: product.subcategory
      ? [{ id: product.subcategory.id, name: product.subcategory.name }]
      : [],
    brand: product.brand ? { id: product.brand.id, name: product.brand.name } : null,
    price: Number(product.price),
    current_price: Number(product.currentPrice),
    last_price: num(product.lastPrice),
    retail_price: num(product.retailPrice),
    price_breaks: product.priceBreaks.map((tier) => ({
      min_quantity: tier.minQuantity,
      price: tier.price,
    })),
    price_type: product.priceTypeName,
    is_popular: product.isPopular,
    is_new: product.isNew,
    unit: product.unit,
    quantity: total,
    count: total,
    is_available: isAvailable,
    balance: lines.map((line, index) => {
      // The shop's name for guests and street address in the request's language (issue 33).
      const shop = shopInRequestLocale(product.stock[index].shop)
      return {
        id: shop.id,
        is_available: line.isAvailable,
        ...(line.count === null ? {} : { count: line.count }),
        shop: {
          id: shop.id,
          name: shop.name,
          name_for_guest: shop.nameForGuest,
          address: shopAddress(shop),
        },
      }
    }),
  }
}

export function serializeProductDetail(
  product: ProductWithRelations,
  canSeeCounts: boolean
): z.input<typeof ProductDetailSchema> {
  return {
    ...serializeProduct(product, canSeeCounts),
    description: product.description,
    characteristics: product.attributes.map((a) => ({
      name: a.name,
      value: a.value,
      unit: a.unit,
    })),
    width: num(product.width),
    height: num(product.height),
    length: num(product.length),
    weight: num(product.weight),
  }
}

export const PriceLimitsSchema = z
  .strictObject({ min_price: Money.nullable(), max_price: Money.nullable() })
  .meta({ id: 'PriceLimits', description: 'Границы цен для тех же фильтров' })

export const CatalogSearchSchema = z
  .strictObject({
    product: z.array(
      z.strictObject({ id: z.number().int(), name: z.string(), article: z.string() })
    ),
    category: z.array(z.strictObject({ name: z.string(), category_id: z.number().int() })),
    subcategory: z.array(
      z.strictObject({
        name: z.string(),
        subcategory_id: z.number().int(),
        category_name: z.string(),
      })
    ),
    brand: z.array(z.strictObject({ name: z.string(), brand_id: z.number().int() })),
    count: z
      .strictObject({
        product: z.number().int(),
        category: z.number().int(),
        subcategory: z.number().int(),
        brand: z.number().int(),
      })
      .describe(
        'Сколько всего найдено каждого вида (в группах — только первые: товаров 10, остальных 5); ' +
          'товаров — столько же, сколько count у GET /product/?search='
      ),
  })
  .meta({ id: 'CatalogSearch', description: 'Результаты поиска по видам (SPEC §3)' })

const Bounds = z.strictObject({ min: Money, max: Money }).nullable()

export const CatalogFiltersSchema = z
  .strictObject({
    sub_category: z
      .strictObject({ id: z.number().int(), name: z.string(), category_name: z.string() })
      .nullable(),
    price: Bounds,
    width: Bounds,
    height: Bounds,
    length: Bounds,
    characteristics: z.array(
      z.strictObject({
        name: z.string(),
        unit: z.string().nullable(),
        type: z.enum(['range', 'values']).describe('range — числа (min/max), values — список'),
        min: Money.nullable(),
        max: Money.nullable(),
        values: z.array(z.string()),
        product_count: z.number().int(),
      })
    ),
  })
  .meta({ id: 'CatalogFilters', description: 'Фильтры страницы каталога' })

export function serializeCatalogFilters(
  filters: CatalogFilters
): z.input<typeof CatalogFiltersSchema> {
  return {
    sub_category: filters.subcategory && {
      id: filters.subcategory.id,
      name: filters.subcategory.name,
      category_name: filters.subcategory.categoryName,
    },
    price: filters.price,
    width: filters.width,
    height: filters.height,
    length: filters.length,
    characteristics: filters.characteristics.map((c) => ({
      name: c.name,
      unit: c.unit,
      type: c.kind,
      min: c.min,
      max: c.max,
      values: c.values,
      product_count: c.productCount,
    })),
  }
}
