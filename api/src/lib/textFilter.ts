/**
 * Filters that match a person's text as text. Prisma 6 hands `contains`,
 * `startsWith` and an insensitive `equals` to (I)LIKE as written, so «%» or
 * «_» in a search matched everything and a trailing «\» failed the query
 * (PostgreSQL: «LIKE pattern must not end with escape character», a 500).
 * Every filter built from what a person typed goes through here.
 */

/** The text with LIKE's own characters (\ % _) escaped by LIKE's default escape, «\». */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Rows whose column holds the text anywhere, in any case. */
export const containsText = (text: string) => ({
  contains: likeLiteral(text),
  mode: 'insensitive' as const,
})

/** Rows whose column holds the text anywhere, case as typed (keys, codes). */
export const containsExactly = (text: string) => ({ contains: likeLiteral(text) })

/** Rows whose column is the text, in any case. */
export const equalsIgnoringCase = (text: string) => ({
  equals: likeLiteral(text),
  mode: 'insensitive' as const,
})
