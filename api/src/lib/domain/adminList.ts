/**
 * How every back-office list is paged and sorted (issue 18): one schema for
 * the GraphQL arguments and the web's address bar, one rule for skip/take.
 * Pure; each list names its own sort keys and default.
 */
import { CHOICE_MESSAGE, integer, line, type InputOf } from './inputFields'
import { maxPage } from './pageCount'
import { z } from './zod'

export const ADMIN_PAGE_SIZES = [25, 50, 100] as const
export const ADMIN_MAX_PAGE_SIZE = 100
export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]

/**
 * Page, page size, sort key and direction; absent values take the defaults.
 * A page past the last one is not an error here: the list answers an empty
 * page with the true count, and the screen offers the pages that exist.
 */
export function adminListSchema<K extends string>(
  sortKeys: readonly [K, ...K[]],
  defaults: { sort: K; direction: SortDirection }
) {
  return z.object({
    page: integer({ min: 1, max: maxPage(ADMIN_MAX_PAGE_SIZE) })
      .optional()
      .default(1),
    pageSize: integer({ min: 1, max: ADMIN_MAX_PAGE_SIZE })
      .refine((size) => (ADMIN_PAGE_SIZES as readonly number[]).includes(size), CHOICE_MESSAGE)
      .optional()
      .default(ADMIN_PAGE_SIZES[0]),
    // The cast: zod cannot see that a generic key is one of its own enum values.
    sort: z
      .enum(sortKeys, { error: CHOICE_MESSAGE })
      .optional()
      .default(defaults.sort as never),
    direction: z
      .enum(SORT_DIRECTIONS, { error: CHOICE_MESSAGE })
      .optional()
      .default(defaults.direction),
  })
}

export type AdminListInput<K extends string> = InputOf<ReturnType<typeof adminListSchema<K>>>

/** Prisma's skip/take for a page. */
export const pageWindowOf = ({ page, pageSize }: { page: number; pageSize: number }) => ({
  skip: (page - 1) * pageSize,
  take: pageSize,
})

/** A staff search box: one line, trimmed, at most 100 characters; empty means no search. */
export const adminSearch = () => line({ max: 100 })

/** A list filter's choice, or none: '' and null (a cleared select, the address bar) are none. */
export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal(''), z.null(), z.enum(values, { error: CHOICE_MESSAGE })], {
      error: CHOICE_MESSAGE,
    })
    .optional()
    .transform((value) => (value ? value : null))

export const DAY_MESSAGE = 'Введите дату в формате ГГГГ-ММ-ДД.'
export const DAY_RANGE_MESSAGE = 'Дата «по» раньше даты «с».'

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar day as the date field sends it; '' or absent is no bound. */
export const day = () =>
  line({ max: 10, invalid: DAY_MESSAGE }).refine(
    (value) => value === '' || isDay(value),
    DAY_MESSAGE
  )

/** YYYY-MM-DD naming a day that exists (not 2026-02-30). */
export function isDay(value: string): boolean {
  const match = DAY.exec(value)
  if (!match) return false
  const [year, month, date] = match.slice(1).map(Number)
  const utc = new Date(Date.UTC(year, month - 1, date))
  return (
    year >= 2000 &&
    year <= 2100 &&
    utc.getUTCFullYear() === year &&
    utc.getUTCMonth() === month - 1 &&
    utc.getUTCDate() === date
  )
}
