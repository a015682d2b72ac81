import { InvalidInputError } from '../errors'

/**
 * The `ordering` query parameter of DRF's OrderingFilter, strictly:
 * comma-separated terms, `-term` sorts descending, `+term` or `term`
 * ascending. `allowed` maps each public term to the field it sorts by
 * (e.g. `{ name: 'name', price: 'currentPrice' }`). An empty or missing
 * parameter falls back to `fallback` (same syntax). An unknown term is a
 * 400 on the `ordering` field. Repeated fields keep their first direction.
 *
 * Note: in a URL query `+` decodes to a space, so `?ordering=+name` arrives
 * as `" name"`; terms are trimmed, which makes both spellings work.
 */
export type OrderDirection = 'asc' | 'desc'

export interface OrderTerm {
  field: string
  direction: OrderDirection
}

export function invalidOrderingMessage(term: string, allowed: Record<string, string>): string {
  return `Недопустимое значение сортировки «${term}». Допустимо: ${Object.keys(allowed).join(', ')}.`
}

function parseTerms(raw: string, allowed: Record<string, string>): OrderTerm[] | string {
  const terms: OrderTerm[] = []
  const seen = new Set<string>()
  for (const piece of raw.split(',')) {
    const term = piece.trim()
    if (term === '') continue
    const sign = term[0]
    const name = sign === '-' || sign === '+' ? term.slice(1).trim() : term
    if (!Object.prototype.hasOwnProperty.call(allowed, name)) return term
    const field = allowed[name]
    if (seen.has(field)) continue
    seen.add(field)
    terms.push({ field, direction: sign === '-' ? 'desc' : 'asc' })
  }
  return terms
}

export function parseOrdering(
  raw: string | undefined,
  allowed: Record<string, string>,
  fallback: string
): OrderTerm[] {
  if (raw !== undefined && raw !== null) {
    const parsed = parseTerms(String(raw), allowed)
    if (typeof parsed === 'string') {
      throw new InvalidInputError({ ordering: [invalidOrderingMessage(parsed, allowed)] })
    }
    if (parsed.length > 0) return parsed
  }
  const byDefault = parseTerms(fallback, allowed)
  if (typeof byDefault === 'string' || byDefault.length === 0) {
    throw new Error(`parseOrdering: fallback «${fallback}» is not an allowed ordering`)
  }
  return byDefault
}

/** The terms as a Prisma `orderBy` list, e.g. `[{ name: 'desc' }]`. */
export function toOrderBy(terms: OrderTerm[]): Record<string, OrderDirection>[] {
  return terms.map(({ field, direction }) => ({ [field]: direction }))
}
