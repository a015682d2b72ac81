import { z } from 'zod'

import { maxPage, pageTooFarMessage } from '../lib/domain/pagination'
import {
  MAX_PRICE,
  MAX_SIZE,
  readFilterNumber,
  readFilterRange,
  withinMessage,
  type FilterReading,
} from '../lib/domain/productFilters'

/**
 * Query-parameter schemas of the /api/v1 contract. Each reads the string a
 * client sends into a typed value, with the Russian message DRF/django-filter
 * would answer (`{"field": ["message"]}`). The same schemas validate requests
 * and generate the OpenAPI document.
 */

/** '' counts as absent, as in Django forms. */
const present = (value: unknown) => (value === '' ? undefined : value)

export const qString = (description: string) =>
  z
    .preprocess((v) => present(typeof v === 'string' ? v.trim() : v), z.string().optional())
    .describe(description)

const TRUE = ['true', 'True', '1']
const FALSE = ['false', 'False', '0']

export const qBoolean = (description: string) =>
  z
    .preprocess(
      present,
      z
        .enum([...TRUE, ...FALSE], { error: 'Выберите корректный вариант.' })
        .transform((v) => TRUE.includes(v))
        .optional()
    )
    .describe(description)

export { MAX_PRICE, MAX_SIZE, withinMessage }

/** A domain reading as a zod transform: its error becomes the field's message (400). */
const reading =
  <T>(read: (raw: string) => FilterReading<T>) =>
  (raw: string, ctx: z.RefinementCtx): T | undefined => {
    const result = read(raw)
    if ('error' in result) {
      ctx.addIssue({ code: 'custom', message: result.error })
      return z.NEVER
    }
    return result.value
  }

/** A number filter (prices, sizes): one reading with the web, domain/productFilters. */
export const qNumber = (description: string, max: number) =>
  z
    .preprocess(
      (v) => present(typeof v === 'string' ? v.trim() : v),
      z
        .string()
        .transform(reading((raw) => readFilterNumber(raw, max)))
        .optional()
    )
    .describe(`${description} (по модулю не больше ${max})`)

/** `a,b`; a single value or an empty side is an open bound (SPEC §5). */
export const qRange = (description: string, max: number) =>
  z
    .preprocess(
      (v) => present(typeof v === 'string' ? v.trim() : v),
      z
        .string()
        .transform(reading((raw) => readFilterRange(raw, max)))
        .optional()
    )
    .describe(`${description} (по модулю не больше ${max})`)

/** Comma-joined values (`brand__name__in=Grundfos,Wilo`). */
export const qList = (description: string) =>
  z
    .preprocess(
      (v) => present(typeof v === 'string' ? v.trim() : v),
      z
        .string()
        .transform((v) =>
          v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        )
        .optional()
    )
    .describe(description)

export { maxPage }

/**
 * Pagination stays raw: its rules (404 for a page that is not a whole number
 * ≥ 1 or lies past the last one) live in domain/pagination. A whole number
 * too large to offset to is a 400 here, before any query runs.
 */
export const qPage = (maxPageSize: number) => {
  const last = maxPage(maxPageSize)
  return z
    .string()
    .refine((v) => !/^\d+$/.test(v.trim()) || Number(v.trim()) <= last, {
      error: pageTooFarMessage(last),
    })
    .optional()
    .describe(`Номер страницы, с 1, не больше ${last}. Страница за последней — 404.`)
}

export const qPageSize = (defaultSize: number, maxSize: number) =>
  z
    .string()
    .optional()
    .describe(`Размер страницы; по умолчанию ${defaultSize}, не больше ${maxSize}.`)

export const paginationParams = (defaultSize: number, maxSize = 100) => ({
  page: qPage(maxSize),
  page_size: qPageSize(defaultSize, maxSize),
})

/** Path parameters are strings; an id must be a whole number or the object is not found. */
export const pathId = z.string().regex(/^\d{1,9}$/)
