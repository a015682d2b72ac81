import { isCleanText } from './inputFields'

/**
 * The longest section name a lookup takes. Section names are short («Баки и
 * емкости»); a longer key cannot name one, so it is answered as a missing
 * section without reaching the database.
 */
export const SECTION_NAME_MAX = 200

/**
 * The key a section is looked up by (`category(name)` in GraphQL,
 * /precatalog/{category} on the web): the name trimmed, or null when it can
 * name no section — empty, longer than SECTION_NAME_MAX, or holding what no
 * name holds (controls, lone surrogates, bidi marks). Null is «Раздел не
 * найден», never an error. Pure.
 */
export function sectionNameKey(raw: string | null | undefined): string | null {
  const name = (raw ?? '').trim()
  if (!name || name.length > SECTION_NAME_MAX || !isCleanText(name, 'line')) return null
  return name
}
