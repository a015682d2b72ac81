/**
 * Reading what fast-xml-parser gives for CommerceML (the catalogue's import
 * and 1C's order documents): an element that occurs once is an object, more
 * often an array, and an empty one ''.
 */
export type XmlNode = Record<string, unknown>

/** An element's occurrences as a list, however many there were. */
export const xmlList = (value: unknown): unknown[] =>
  value === undefined || value === null || value === ''
    ? []
    : Array.isArray(value)
      ? value
      : [value]

/** A child element of an element (own keys only: element names come from the file). */
export const xmlChild = (node: unknown, name: string): unknown =>
  node && typeof node === 'object' && !Array.isArray(node) && Object.hasOwn(node, name)
    ? (node as XmlNode)[name]
    : undefined
