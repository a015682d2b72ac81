/**
 * The back office's catalogue inputs (issue 18 «Catalogue»): the product
 * list's filters, a product's edit, the bulk price change. One schema per use
 * case; the GraphQL resolvers and the web forms parse with the same ones.
 */
import {
  PRICE_CHANGE_DIRECTIONS,
  PRICE_CHANGE_MODES,
} from '../../modules/pricing/rules/productPrices'

import {
  BOOLEAN_MESSAGE,
  CHOICE_MESSAGE,
  id,
  integer,
  line,
  LIST_MESSAGE,
  longText,
  tooManyMessage,
  type InputOf,
} from './inputFields'
import { toTiyn } from './money'
import { z } from './zod'

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

/** Decimal(12, 2): below 10^10 tenge. */
export const MAX_PRICE_TENGE = 9_999_999_999
export const PRICE_MESSAGE =
  'Введите цену в тенге: число не меньше 0, до двух знаков после запятой.'
export const OLD_PRICE_MESSAGE = 'Старая цена должна быть больше цены (или оставьте её пустой).'
export const OLD_PRICE_ON_REQUEST_MESSAGE = 'У товара с ценой по запросу (0) старой цены нет.'
export const SUBCATEGORY_MESSAGE = 'Подраздел должен быть из выбранного раздела.'
export const duplicateAttributeMessage = (name: string) =>
  `Характеристика «${name}» указана дважды.`
export const MAX_ATTRIBUTES = 100
export const MAX_STOCK_COUNT = 999_999_999

/** Tenge as a number or as a form's text («12 500,50»); null when empty. */
const tenge = (message = PRICE_MESSAGE) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, context) => {
      if (value === null || value === undefined) return null
      const text = typeof value === 'number' ? String(value) : value.replace(/[\s\u00a0]/g, '')
      if (text === '') return null
      const number = /^\d{1,10}(?:[.,]\d{1,2})?$/.test(text) ? Number(text.replace(',', '.')) : NaN
      if (!Number.isFinite(number) || number < 0 || number > MAX_PRICE_TENGE) {
        context.addIssue({ code: 'custom', message, input: value })
        return z.NEVER
      }
      return number
    })

const flag = () => z.boolean({ error: BOOLEAN_MESSAGE })

export const productAttributeSchema = z.object({
  name: line({ max: 200, required: 'Введите название характеристики.' }),
  value: line({ max: 500, required: 'Введите значение.' }),
})

export const productStockRowSchema = z.object({
  shopId: id(),
  count: integer({ min: 0, max: MAX_STOCK_COUNT }),
})

// ───────────────────────────── Prices by type ─────────────────────────────

/** Quantity breaks («от N шт»): from 2 pieces (1 is the type's own price) up to 100 000. */
export const MIN_BREAK_QUANTITY = 2
export const MAX_BREAK_QUANTITY = 100_000
export const MAX_BREAKS = 20
export const MAX_TYPE_PRICES = 50
export const TYPE_PRICE_MESSAGE =
  'Цена типа — число больше 0, до двух знаков после запятой (пусто — действует розничная).'
export const BREAK_PRICE_MESSAGE =
  'Цена скидки за количество — число больше 0, до двух знаков после запятой.'
export const BREAK_QUANTITY_MESSAGE = 'Количество для скидки — целое число от 2 до 100 000.'
export const DUPLICATE_TYPE_MESSAGE = 'Тип цен указан дважды.'
export const duplicateBreakMessage = (quantity: number) =>
  `Скидка «от ${quantity} шт» указана дважды.`

/** A price above 0 (0 would read as «on request»); null when empty. */
const positiveTenge = (message: string) =>
  tenge(message).refine((value) => value === null || value > 0, message)

export const priceBreakSchema = z.object({
  minQuantity: integer({
    min: MIN_BREAK_QUANTITY,
    max: MAX_BREAK_QUANTITY,
    message: BREAK_QUANTITY_MESSAGE,
    invalid: BREAK_QUANTITY_MESSAGE,
    required: BREAK_QUANTITY_MESSAGE,
  }),
  price: positiveTenge(BREAK_PRICE_MESSAGE).refine((value) => value !== null, BREAK_PRICE_MESSAGE),
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
    price: positiveTenge(TYPE_PRICE_MESSAGE),
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
    article: line({ max: 100, required: 'Введите артикул.' }),
    name: line({ max: 500, required: 'Введите название.' }),
    description: longText({ max: 20_000 }),
    price: tenge().refine((value) => value !== null, PRICE_MESSAGE),
    oldPrice: tenge(OLD_PRICE_MESSAGE),
    isActive: flag(),
    isPopular: flag(),
    isNew: flag(),
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
    if (input.oldPrice !== null && input.price !== null) {
      if (toTiyn(input.price) <= 0) {
        context.addIssue({
          code: 'custom',
          path: ['oldPrice'],
          message: OLD_PRICE_ON_REQUEST_MESSAGE,
        })
      } else if (toTiyn(input.oldPrice) <= toTiyn(input.price)) {
        context.addIssue({ code: 'custom', path: ['oldPrice'], message: OLD_PRICE_MESSAGE })
      }
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
