/** The typed error codes the api sends (api/src/lib/errors.ts), read off an Apollo error. */
export type ShopErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'

interface ErrorLike {
  message?: string
  graphQLErrors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>
}

export const errorCodeOf = (error: unknown): ShopErrorCode | null => {
  const code = (error as ErrorLike | null)?.graphQLErrors?.[0]?.extensions?.code
  return typeof code === 'string' ? (code as ShopErrorCode) : null
}

/** The api's Russian message when it sent one; otherwise the fallback (network failures). */
export const shopMessageOf = (error: unknown, fallback: string) => {
  const first = (error as ErrorLike | null)?.graphQLErrors?.[0]
  return first?.extensions?.code ? first.message : fallback
}

/** Extensions of the first error, e.g. the fill report of a refused fill. */
export const errorDetailsOf = (error: unknown): Record<string, unknown> =>
  (error as ErrorLike | null)?.graphQLErrors?.[0]?.extensions ?? {}

/**
 * Logs a cell's failure for whoever debugs it. NOT_FOUND is an answer (a
 * removed page, an old link), which the cell shows as «не найден»: it is not
 * logged, so a missing page leaves a clean console, as the product page does.
 */
export const logFailure = (logAs: string, error: unknown) => {
  if (errorCodeOf(error) !== 'NOT_FOUND') console.error(logAs, error)
}
