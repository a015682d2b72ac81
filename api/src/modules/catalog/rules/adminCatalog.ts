/**
 * The back office's catalogue inputs (issue 18 «Catalogue»): the product
 * list's filters, a product's edit, the bulk price change. One schema per use
 * case; the GraphQL resolvers and the web forms parse with the same ones.
 */

import {
  BOOLEAN_MESSAGE,
  CHOICE_MESSAGE,
  id,
  integer,
  line,
  LIST_MESSAGE,
  tooManyMessage,
  type InputOf,
} from '../../../lib/domain/inputFields'
import { toTiyn } from '../../../lib/domain/money'
import { oldPriceProblem, productFields, tenge } from '../../../lib/domain/productFields'
import { z } from '../../../lib/domain/zod'
import {
  isValidKaspiSku,
  KASPI_SKU_MAX_LENGTH,
  KASPI_SKU_MESSAGE,
} from '../../marketplaces/rules/kaspiOffer'
import { PRICE_CHANGE_DIRECTIONS, PRICE_CHANGE_MODES } from '../../pricing/rules/productPrices'

// ───────────────────────────── List ─────────────────────────────

export const ADMIN_PRODUCT_SORTS = ['name', 'article', 'price', 'updatedAt'] as const
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number]

/** A yes/no filter: absent means either. */
export const YES_NO = ['yes', 'no'] as const
export const STOCK_STATES = ['in', 'out'] as const

const yesNo = () => z.enum(YES_NO, { error: CHOICE_MESSAGE }).nullish()
const optionalId = () => id().nullish()

/** Which products: the list and the bulk price change select alike. */
export const adminProductFilterShape = {
  /** Part of the name or article (adminList's adminSearch: one line, at most 100). */
  search: line({ max: 100 }),
  categoryId: optionalId(),
  subcategoryId: optionalId(),
  brandId: optionalId(),
  active: yesNo(),
  popular: yesNo(),
  isNew: yesNo(),
  /** In stock: units in all shops together above 0 (domain/stock's rule). */
  stock: z.enum(STOCK_STATES, { error: CHOICE_MESSAGE }).nullish(),
}
export const adminProductFilterSchema = z.object(adminProductFilterShape)
export type AdminProductFilter = InputOf<typeof adminProductFilterSchema>

// ───────────────────────────── Edit ─────────────────────────────

export const SUBCATEGORY_MESSAGE = 'Подраздел должен быть из выбранного раздела.'
export const duplicateAttributeMessage = (name: string) =>
  `Характеристика «${name}» указана дважды.`
export const MAX_ATTRIBUTES = 100

const flag = () => z.boolean({ error: BOOLEAN_MESSAGE })

export const productAttributeSchema = z.object({
  name: productFields.attributeName(),
  /** The name on Kazakh pages; '' — the Russian one; absent — left as stored. */
  nameKk: productFields.attributeNameKk(),
  value: productFields.attributeValue(),
})

export const productStockRowSchema = z.object({
  shopId: id(),
  count: productFields.stockCount(),
})

// ───────────────────────────── Prices by type ─────────────────────────────

export const MAX_BREAKS = 20
export const MAX_TYPE_PRICES = 50
export const DUPLICATE_TYPE_MESSAGE = 'Тип цен указан дважды.'
export const duplicateBreakMessage = (quantity: number) =>
  `Скидка «от ${quantity} шт» указана дважды.`

export const priceBreakSchema = z.object({
  minQuantity: productFields.breakQuantity(),
  price: productFields.breakPrice(),
})

/**
 * One price type's prices of a product: the one-piece price (null: none, the
 * retail price applies; retail's own is the product's «Цена», so the api
 * refuses one for it) and its quantity breaks. A price above retail is
 * allowed: the shopper then pays retail (domain/priceTypes).
 */
export const productTypePriceSchema = z
  .object({
    priceTypeId: id(CHOICE_MESSAGE),
    price: productFields.typePrice(),
    breaks: z
      .array(priceBreakSchema, { error: LIST_MESSAGE })
      .max(MAX_BREAKS, tooManyMessage(MAX_BREAKS))
      .default([]),
  })
  .superRefine((entry, context) => {
    const seen = new Set<number>()
    entry.breaks.forEach((row, index) => {
      if (seen.has(row.minQuantity)) {
        context.addIssue({
          code: 'custom',
          path: ['breaks', index, 'minQuantity'],
          message: duplicateBreakMessage(row.minQuantity),
        })
      }
      seen.add(row.minQuantity)
    })
  })
export type ProductTypePriceInput = InputOf<typeof productTypePriceSchema>

/** The types whose prices an edit replaces (absent or null: the stored ones stay). */
export const productTypePricesSchema = z
  .array(productTypePriceSchema, { error: LIST_MESSAGE })
  .max(MAX_TYPE_PRICES, tooManyMessage(MAX_TYPE_PRICES))
  .superRefine((entries, context) => {
    const seen = new Set<number>()
    entries.forEach((entry, index) => {
      if (seen.has(entry.priceTypeId)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'priceTypeId'],
          message: DUPLICATE_TYPE_MESSAGE,
        })
      }
      seen.add(entry.priceTypeId)
    })
  })
  .nullish()

/**
 * A product's edit (and a new product: no `id`). `updatedAt` is the version
 * the edit was based on: a save over a newer one is refused (409).
 */
export const productEditSchema = z
  .object({
    id: id().nullish(),
    updatedAt: z.string({ error: 'Неверная версия товара.' }).max(40).nullish(),
    article: productFields.article(),
    name: productFields.name(),
    description: productFields.description(),
    /** Kazakh twins: '' — the shop shows the Russian text; absent — left as stored. */
    nameKk: productFields.nameKk(),
    descriptionKk: productFields.descriptionKk(),
    price: productFields.price(),
    oldPrice: productFields.oldPrice(),
    isActive: flag(),
    isPopular: flag(),
    isNew: flag(),
    /** Listed on Kaspi when the list lists flagged products; absent — left as stored. */
    onKaspi: flag().optional(),
    /** Kaspi's card SKU when it differs from the article; '' — none; absent — left as stored. */
    kaspiSku: line({ max: KASPI_SKU_MAX_LENGTH })
      .refine((value) => value === '' || isValidKaspiSku(value), KASPI_SKU_MESSAGE)
      .optional(),
    categoryId: id('Выберите раздел.'),
    subcategoryId: optionalId(),
    brandId: optionalId(),
    attributes: z
      .array(productAttributeSchema, { error: 'Ожидается список.' })
      .max(MAX_ATTRIBUTES, tooManyMessage(MAX_ATTRIBUTES))
      .default([]),
    stock: z.array(productStockRowSchema, { error: 'Ожидается список.' }).max(200).default([]),
    /** Prices by type and quantity breaks of the types listed; absent — left as stored. */
    typePrices: productTypePricesSchema,
  })
  .superRefine((input, context) => {
    if (input.price !== null) {
      const old = input.oldPrice === null ? null : toTiyn(input.oldPrice)
      const problem = oldPriceProblem(toTiyn(input.price), old)
      if (problem) context.addIssue({ code: 'custom', path: ['oldPrice'], message: problem })
    }
    const seen = new Set<string>()
    input.attributes.forEach((attribute, index) => {
      const key = attribute.name.toLocaleLowerCase('ru')
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['attributes', index, 'name'],
          message: duplicateAttributeMessage(attribute.name),
        })
      }
      seen.add(key)
    })
    const shops = new Set<number>()
    for (const row of input.stock) {
      if (shops.has(row.shopId)) {
        context.addIssue({ code: 'custom', path: ['stock'], message: 'Магазин указан дважды.' })
      }
      shops.add(row.shopId)
    }
  })
export type ProductEditInput = InputOf<typeof productEditSchema>

// ───────────────────────────── Pictures ─────────────────────────────

export const PICTURE_MOVES = ['up', 'down'] as const

export const pictureAddSchema = z.object({
  productId: id(),
  /** The media path the upload answered (POST /api/v1/admin/media/). */
  file: line({ max: 300, required: 'Загрузите изображение.' }).refine(
    (file) => /^uploads\/[a-z0-9/_-]+\.[a-z0-9]{2,5}$/.test(file),
    'Неверный путь изображения.'
  ),
  alt: line({ max: 300 }),
})

export const pictureMoveSchema = z.object({
  pictureId: id(),
  direction: z.enum(PICTURE_MOVES, { error: CHOICE_MESSAGE }),
})

export const pictureDeleteSchema = z.object({ pictureId: id() })

// ───────────────────────────── Bulk price ─────────────────────────────

export const MAX_PERCENT_UP = 1000
export const PRICE_CHANGE_VALUE_MESSAGE =
  'Введите положительное число: процент (вниз — не больше 100) или сумму в тенге.'

export const bulkPriceSchema = z
  .object({
    filter: adminProductFilterSchema,
    mode: z.enum(PRICE_CHANGE_MODES, { error: CHOICE_MESSAGE }),
    direction: z.enum(PRICE_CHANGE_DIRECTIONS, { error: CHOICE_MESSAGE }),
    value: tenge(PRICE_CHANGE_VALUE_MESSAGE).refine(
      (value) => value !== null && value > 0,
      PRICE_CHANGE_VALUE_MESSAGE
    ),
    /** Apply only: how many products the preview counted (the set must not have changed). */
    expectedCount: integer({ min: 0 }).nullish(),
  })
  .superRefine((input, context) => {
    if (input.mode !== 'percent' || input.value === null) return
    const max = input.direction === 'down' ? 100 : MAX_PERCENT_UP
    if (input.value > max) {
      context.addIssue({ code: 'custom', path: ['value'], message: PRICE_CHANGE_VALUE_MESSAGE })
    }
  })
export type BulkPriceInput = InputOf<typeof bulkPriceSchema>

export const BULK_APPLY_COUNT_MESSAGE =
  'Сначала покажите изменения: применяется только проверенный набор.'

/** Apply: the same change, and the preview's count is required (a change never applied unseen). */
export const bulkPriceApplySchema = bulkPriceSchema.superRefine((input, context) => {
  if (input.expectedCount === null || input.expectedCount === undefined) {
    context.addIssue({ code: 'custom', path: ['expectedCount'], message: BULK_APPLY_COUNT_MESSAGE })
  }
})
