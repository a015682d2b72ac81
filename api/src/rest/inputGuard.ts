import { isCleanText as isClean, MAX_DB_INTEGER } from '../lib/domain/inputFields'

import type { Query } from './http'

/**
 * What the /api/v1 edge refuses before any handler runs (issue «Every input
 * has one contract»), so that no service, query builder or PostgreSQL ever
 * sees it:
 * - NUL and other control characters (C0, DEL, C1) — in a JSON body tab,
 *   newline and carriage return stay allowed (long texts, pasted lists);
 * - lone UTF-16 surrogates (`"\ud800"` in JSON), which no UTF-8 text holds;
 * - bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 *   U+2066–U+2069), which make a name or an article read other than it is;
 * - query values longer than MAX_QUERY_VALUE_LENGTH;
 * - JSON numbers outside the database's integer range (|n| > 2^31 − 1): no
 *   field of the contract (ids, quantities) holds more;
 * - JSON nested deeper than MAX_BODY_DEPTH: no body of the contract nests
 *   more than a few levels, and walking thousands of levels overflowed the
 *   stack (a 500, found by the fuzz suite, e2e/fuzz).
 */

export const MAX_QUERY_VALUE_LENGTH = 2000
export const MAX_BODY_INTEGER = MAX_DB_INTEGER
export const MAX_BODY_DEPTH = 32

export const badQueryMessage = (name: string) =>
  `Параметр «${name}» содержит недопустимые символы (управляющие, непарные суррогаты или смену направления текста).`
export const badBodyMessage = (field: string) =>
  `Поле «${field}» содержит недопустимые символы (управляющие, непарные суррогаты или смену направления текста).`
export const BAD_NAME_MESSAGE = 'Имя параметра или поля содержит недопустимые символы.'
export const longQueryMessage = (name: string) =>
  `Параметр «${name}» длиннее ${MAX_QUERY_VALUE_LENGTH} символов.`
export const BODY_NUMBER_MESSAGE = `Убедитесь, что значение по модулю не больше ${MAX_BODY_INTEGER}.`
export const BODY_DEPTH_MESSAGE = `Тело запроса вложено глубже ${MAX_BODY_DEPTH} уровней.`

/** The one character rule (domain/inputFields): a query value is one line, a body string may be long text. */
export const isCleanText = (value: string, where: 'query' | 'body') =>
  isClean(value, where === 'query' ? 'line' : 'text')

/** The Russian {detail} for a query string (or path parameter) the edge refuses, or null. */
export function queryProblem(query: Query): string | null {
  for (const [name, raw] of Object.entries(query)) {
    if (!isCleanText(name, 'query')) return BAD_NAME_MESSAGE
    for (const value of Array.isArray(raw) ? raw : [raw ?? '']) {
      if (!isCleanText(value, 'query')) return badQueryMessage(name)
      if (value.length > MAX_QUERY_VALUE_LENGTH) return longQueryMessage(name.slice(0, 100))
    }
  }
  return null
}

export type BodyProblem = { detail: string } | { fields: Record<string, string[]> }

/** What is wrong with a parsed JSON body, naming the field (`items[0].product`), or null. */
export function bodyProblem(body: unknown): BodyProblem | null {
  const walk = (value: unknown, path: string, top: string, depth = 0): BodyProblem | null => {
    if (depth > MAX_BODY_DEPTH) return { detail: BODY_DEPTH_MESSAGE }
    if (typeof value === 'string') {
      return isCleanText(value, 'body') ? null : { detail: badBodyMessage(path || 'тело запроса') }
    }
    if (typeof value === 'number') {
      return Number.isFinite(value) && Math.abs(value) <= MAX_BODY_INTEGER
        ? null
        : { fields: { [top || 'non_field_errors']: [BODY_NUMBER_MESSAGE] } }
    }
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        const problem = walk(item, `${path}[${index}]`, top, depth + 1)
        if (problem) return problem
      }
      return null
    }
    if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!isCleanText(key, 'body')) return { detail: BAD_NAME_MESSAGE }
        const problem = walk(item, path ? `${path}.${key}` : key, top || key, depth + 1)
        if (problem) return problem
      }
    }
    return null
  }
  return walk(body, '', '')
}
