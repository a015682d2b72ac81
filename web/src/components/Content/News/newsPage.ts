/**
 * The ?page= of the news list (Redwood hands query parameters to the page as
 * strings): a whole number ≥ 1, otherwise page 1 — a stray or malformed link
 * shows the fresh news rather than an error.
 */
export const newsPageOf = (raw?: string | null): number => {
  const value = raw?.trim() ?? ''
  if (!/^\d{1,6}$/.test(value)) return 1
  const page = Number(value)
  return page >= 1 ? page : 1
}
