import { z } from 'zod'

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

const NUMBER = /^-?\d+(?:[.,]\d+)?$/

export const qNumber = (description: string) =>
  z
    .preprocess(
      (v) => present(typeof v === 'string' ? v.trim() : v),
      z
        .string()
        .regex(NUMBER, { error: 'Введите число.' })
        .transform((v) => Number(v.replace(',', '.')))
        .optional()
    )
    .describe(description)

/** `a,b`; a single value or an empty side is an open bound (SPEC §5). */
export const qRange = (description: string) =>
  z
    .preprocess(
      (v) => present(typeof v === 'string' ? v.trim() : v),
      z
        .string()
        .refine(
          (v) => {
            const parts = v.split(',').map((p) => p.trim())
            return parts.length <= 2 && parts.every((p) => p === '' || NUMBER.test(p))
          },
          { error: 'Введите одно или два числа через запятую.' }
        )
        .transform((v) => {
          const [min, max] = v.split(',').map((p) => p.trim())
          return {
            min: min ? Number(min.replace(',', '.')) : undefined,
            max: max ? Number(max.replace(',', '.')) : undefined,
          }
        })
        .optional()
    )
    .describe(description)

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

/** Pagination stays raw: its rules (404 for bad pages) live in domain/pagination. */
export const qPage = () =>
  z.string().optional().describe('Номер страницы, с 1. Страница за последней — 404.')

export const qPageSize = (defaultSize: number, maxSize: number) =>
  z
    .string()
    .optional()
    .describe(`Размер страницы; по умолчанию ${defaultSize}, не больше ${maxSize}.`)

export const paginationParams = (defaultSize: number, maxSize = 100) => ({
  page: qPage(),
  page_size: qPageSize(defaultSize, maxSize),
})

/** Path parameters are strings; an id must be a whole number or the object is not found. */
export const pathId = z.string().regex(/^\d{1,9}$/)
