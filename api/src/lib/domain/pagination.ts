import { InvalidInputError, NotFoundError } from '../errors'

import { MAX_ROW_OFFSET, maxPage, pageCount } from './pageCount'

/**
 * Page-number pagination with the rules of Django REST framework's
 * PageNumberPagination, which the old site's clients rely on:
 * - `page` defaults to 1; anything but a whole number ≥ 1 is an invalid page;
 * - `page_size` falls back to the default when missing or not a positive
 *   whole number, and is capped at the maximum (never an error);
 * - a page past the last one is an invalid page (404), except page 1 of an
 *   empty list;
 * - a page too far for PostgreSQL to offset to is bad input (400), before
 *   any query runs.
 */
export const INVALID_PAGE_MESSAGE = 'Неправильная страница.'

// In pageCount (import-free) so the web bundles them with the back office's list schema.
export { MAX_ROW_OFFSET, maxPage }

export const pageTooFarMessage = (last: number) => `Номер страницы должен быть не больше ${last}.`

export interface PageRules {
  defaultPageSize: number
  maxPageSize: number
}

export const DEFAULT_PAGE_RULES: PageRules = { defaultPageSize: 9, maxPageSize: 100 }

export interface PageRequest {
  page: number
  pageSize: number
}

type Raw = string | number | null | undefined

/** Page and size as a caller sent them: numbers (GraphQL) or strings (REST). */
export interface RawPageRequest {
  page?: Raw
  pageSize?: Raw
}

function wholeNumber(value: Raw): number | null {
  if (value === null || value === undefined || value === '') return null
  const text = String(value).trim()
  if (!/^\d+$/.test(text)) return NaN
  return Number(text)
}

export function parsePageRequest(
  raw: RawPageRequest,
  rules: PageRules = DEFAULT_PAGE_RULES
): PageRequest {
  const page = wholeNumber(raw.page)
  if (page !== null && (Number.isNaN(page) || page < 1)) {
    throw new NotFoundError(INVALID_PAGE_MESSAGE)
  }
  // Too far to offset to: the caller's mistake (400 / BAD_USER_INPUT), not a database error.
  const last = maxPage(rules.maxPageSize)
  if (page !== null && page > last) {
    throw new InvalidInputError({ page: [pageTooFarMessage(last)] })
  }
  const size = wholeNumber(raw.pageSize)
  const pageSize =
    size === null || Number.isNaN(size) || size < 1
      ? rules.defaultPageSize
      : Math.min(size, rules.maxPageSize)
  return { page: page ?? 1, pageSize }
}

export function pageWindow({ page, pageSize }: PageRequest) {
  return { skip: (page - 1) * pageSize, take: pageSize }
}

export { pageCount }

/** Throws the DRF 404 when the requested page lies past the last page. */
export function assertPageInRange(count: number, request: PageRequest): void {
  if (request.page > pageCount(count, request.pageSize)) {
    throw new NotFoundError(INVALID_PAGE_MESSAGE)
  }
}

export interface Page<T> {
  count: number
  page: number
  pageSize: number
  results: T[]
}
