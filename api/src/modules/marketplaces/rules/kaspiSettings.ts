/**
 * The Kaspi.kz price list's settings as the back office edits them (issue 34
 * §1): one schema for the GraphQL mutation and the admin form. Pure; the web
 * imports it.
 */
import { id, line, type InputOf } from '../../../lib/domain/inputFields'
import { z } from '../../../lib/domain/zod'

import { KASPI_LISTINGS } from './kaspiOffer'

/** The merchant's id in the Kaspi cabinet (digits in every cabinet seen; letters allowed). */
export const MERCHANT_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/
export const MERCHANT_ID_MESSAGE = 'ID магазина в Kaspi — латинские буквы и цифры, до 40 знаков.'
/** A point of sale's id in the cabinet: PP1 …, or <merchantId>_PP1. */
export const STORE_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/
export const STORE_ID_MESSAGE =
  'Код точки продаж — латинские буквы и цифры, как в кабинете Kaspi (например, PP1).'
export const STORE_ID_TAKEN_MESSAGE = 'Этот код точки продаж уже указан у другого магазина.'
/** KATO codes are nine digits (Атырау 231010000). */
export const KATO_PATTERN = /^\d{9}$/
export const KATO_MESSAGE = 'Код КАТО — 9 цифр (например, 231010000 для Атырау).'
/** The secret in the feed's address: long enough not to be guessed, safe in a URL. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/
export const TOKEN_MESSAGE = 'Секрет — от 16 до 64 латинских букв, цифр, «-» и «_».'
export const CHOOSE_SECTIONS_MESSAGE = 'Выберите хотя бы один раздел.'
export const CHOOSE_BRANDS_MESSAGE = 'Выберите хотя бы один бренд.'

const optionalMatching = (pattern: RegExp, message: string, max: number) =>
  line({ max, absentAsNull: true }).transform((value, context) => {
    if (!value) return null
    if (!pattern.test(value)) {
      context.addIssue({ code: 'custom', message, input: value })
      return z.NEVER
    }
    return value
  })

export const kaspiShopSchema = z.object({
  shopId: id(),
  kaspiStoreId: optionalMatching(STORE_ID_PATTERN, STORE_ID_MESSAGE, 40),
  katoCode: optionalMatching(KATO_PATTERN, KATO_MESSAGE, 9),
})

export const kaspiSettingsSchema = z
  .object({
    merchantId: line({ max: 40, required: 'Введите ID магазина в Kaspi.' }).refine(
      (value) => MERCHANT_ID_PATTERN.test(value),
      MERCHANT_ID_MESSAGE
    ),
    company: line({ max: 200, required: 'Введите название компании, как в кабинете Kaspi.' }),
    token: optionalMatching(TOKEN_PATTERN, TOKEN_MESSAGE, 64),
    listing: z.enum(KASPI_LISTINGS, { error: 'Выберите, какие товары выгружать.' }),
    categoryIds: z.array(id()).max(500).default([]),
    brandIds: z.array(id()).max(2000).default([]),
    shops: z.array(kaspiShopSchema).max(50).default([]),
  })
  .superRefine((input, context) => {
    if (input.listing === 'sections' && input.categoryIds.length === 0) {
      context.addIssue({ code: 'custom', path: ['categoryIds'], message: CHOOSE_SECTIONS_MESSAGE })
    }
    if (input.listing === 'brands' && input.brandIds.length === 0) {
      context.addIssue({ code: 'custom', path: ['brandIds'], message: CHOOSE_BRANDS_MESSAGE })
    }
    const seen = new Set<string>()
    for (const shop of input.shops) {
      if (!shop.kaspiStoreId) continue
      if (seen.has(shop.kaspiStoreId)) {
        context.addIssue({ code: 'custom', path: ['shops'], message: STORE_ID_TAKEN_MESSAGE })
      }
      seen.add(shop.kaspiStoreId)
    }
  })
export type KaspiSettingsInput = InputOf<typeof kaspiSettingsSchema>

/** What keeps Kaspi from taking the list at all, in the back office's words. */
export function kaspiSetupProblems(settings: {
  merchantId: string
  company: string
  shops: { kaspiStoreId: string | null }[]
}): string[] {
  const problems: string[] = []
  if (!settings.merchantId) problems.push('Не указан ID магазина в Kaspi.')
  if (!settings.company) problems.push('Не указано название компании.')
  if (!settings.shops.some((shop) => shop.kaspiStoreId)) {
    problems.push(
      'Ни у одного магазина не указан код точки продаж Kaspi: в прайс-листе не будет товаров.'
    )
  }
  return problems
}
