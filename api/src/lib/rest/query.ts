import { InvalidInputError } from '../errors'

/**
 * Query-string readers for the REST adapter. They turn the strings an
 * integration partner sends into typed service input, answering DRF-style 400
 * bodies (`{"field": ["message"]}`) for values that cannot be read.
 */
export type QueryValue = string | string[] | undefined
export type Query = Record<string, QueryValue>

export function first(value: QueryValue): string | undefined {
  return Array.isArray(value) ? value[value.length - 1] : value
}

const TRUE = new Set(['true', '1', 'True', 'yes', 'on'])
const FALSE = new Set(['false', '0', 'False', 'no', 'off'])

/** DRF's BooleanFilter: true/false/1/0 (any case of True/False); empty = unset. */
export function queryBoolean(query: Query, key: string): boolean | undefined {
  const value = first(query[key])?.trim()
  if (value === undefined || value === '') return undefined
  if (TRUE.has(value)) return true
  if (FALSE.has(value)) return false
  throw new InvalidInputError({ [key]: ['Выберите корректный вариант.'] })
}

export function queryString(query: Query, key: string): string | undefined {
  const value = first(query[key])?.trim()
  return value === undefined || value === '' ? undefined : value
}

/** Raw pagination values; their rules live in domain/pagination. */
export function queryPage(query: Query) {
  return { page: first(query.page), pageSize: first(query.page_size) }
}
