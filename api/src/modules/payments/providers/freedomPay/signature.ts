import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * Freedom Pay's (formerly PayBox) message signature, `pg_sig`, as its public
 * documentation gives it (paybox.money/us_en/dev/merchant-to-paybox;
 * docs.freedompay.kz/doc-1159190 «Signature Generation»): md5, lower-case hex,
 * of these parts joined with ';':
 *   1. the called script's name: the URL's path from its last '/' (e.g.
 *      `init_payment.php`, or `result` for a result URL …/result);
 *   2. the values of all the message's fields but pg_sig, sorted by field
 *      name (a nested XML tag is sorted and flattened the same way, in its
 *      place; fields of one name keep their order);
 *   3. the merchant's secret key.
 * Every request and answer between the shop and the gateway carries it,
 * with a random pg_salt among the fields. Pure (md5 is a computation).
 */

/** A field's value: text, or nested fields (XML answers only). */
export type PgValue = string | PgFields
/** A message's fields in the order they came: a name may repeat. */
export type PgFields = [name: string, value: PgValue][]

export const SIGNATURE_FIELD = 'pg_sig'

/** A record as fields (its keys' order; the signature sorts them anyway). */
export const fieldsOf = (record: Record<string, string | number>): PgFields =>
  Object.entries(record).map(([name, value]) => [name, String(value)])

/** The first value of `name`, if it is text. */
export function fieldValue(fields: PgFields, name: string): string | undefined {
  const found = fields.find(([key]) => key === name)?.[1]
  return typeof found === 'string' ? found : undefined
}

/** The called script's name: the path after its last '/', without query (part 1 of the rule). */
export function scriptNameOf(url: string): string {
  const path = url.split(/[?#]/)[0]
  return path.slice(path.lastIndexOf('/') + 1)
}

/** Values sorted by name (stable: equal names keep their order), nested ones flattened in place. */
function sortedValues(fields: PgFields): string[] {
  return [...fields]
    .filter(([name]) => name !== SIGNATURE_FIELD)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([, value]) => (typeof value === 'string' ? [value] : sortedValues(value)))
}

/** The string whose md5 is the signature (exposed so tests can compare with the documented examples). */
export function signatureBase(script: string, fields: PgFields, secretKey: string): string {
  return [script, ...sortedValues(fields), secretKey].join(';')
}

export function signatureOf(script: string, fields: PgFields, secretKey: string): string {
  return createHash('md5')
    .update(signatureBase(script, fields, secretKey), 'utf8')
    .digest('hex')
}

/** The fields with pg_sig set (any pg_sig given is replaced). */
export function signFields(script: string, fields: PgFields, secretKey: string): PgFields {
  const unsigned = fields.filter(([name]) => name !== SIGNATURE_FIELD)
  return [...unsigned, [SIGNATURE_FIELD, signatureOf(script, unsigned, secretKey)]]
}

const MD5_HEX = /^[0-9a-f]{32}$/

/**
 * Whether the message carries exactly one pg_sig and it is this message's
 * signature under `secretKey`. Compared in constant time: the answer must
 * not tell a forger how many characters were right.
 */
export function hasValidSignature(script: string, fields: PgFields, secretKey: string): boolean {
  const given = fields.filter(([name]) => name === SIGNATURE_FIELD)
  if (given.length !== 1 || typeof given[0][1] !== 'string') return false
  const signature = given[0][1].toLowerCase()
  if (!MD5_HEX.test(signature)) return false
  const expected = signatureOf(script, fields, secretKey)
  return timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c])

const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#(\d+)|#x([0-9a-f]+));/gi, (whole, name, dec, hex) => {
    if (dec) return String.fromCodePoint(Number(dec))
    if (hex) return String.fromCodePoint(parseInt(hex, 16))
    const found = Object.entries(XML_ESCAPES).find(([, escaped]) => escaped === `&${name};`)
    return found ? found[0] : whole
  })

function xmlOf(fields: PgFields): string {
  return fields
    .map(([name, value]) => {
      const inner = typeof value === 'string' ? escapeXml(value) : xmlOf(value)
      return `<${name}>${inner}</${name}>`
    })
    .join('')
}

/** An XML message `<root>…</root>` of these fields (names are the shop's own, never input). */
export function toXml(fields: PgFields, root = 'response'): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n<${root}>${xmlOf(fields)}</${root}>`
}

const NAME = '[A-Za-z_][A-Za-z0-9_.-]*'
const ELEMENT = new RegExp(`^<(${NAME})\\s*(/?)>`)

/**
 * The gateway's XML answer as fields: the children of the root element, a
 * child with children of its own nested. Only the plain XML the gateway
 * writes (elements and text; no attributes, CDATA or DTD); anything else is
 * null, so a malformed answer is refused, never guessed at.
 */
export function parseXmlFields(xml: string): PgFields | null {
  let rest = xml.replace(/^\uFEFF?\s*(<\?xml[^?]*\?>)?\s*/, '')

  function children(closing: string): PgFields | null {
    const fields: PgFields = []
    for (;;) {
      rest = rest.replace(/^\s+/, '')
      if (rest.startsWith(`</${closing}>`)) {
        rest = rest.slice(closing.length + 3)
        return fields
      }
      const open = ELEMENT.exec(rest)
      if (!open) return null
      rest = rest.slice(open[0].length)
      const name = open[1]
      if (open[2] === '/') {
        fields.push([name, ''])
        continue
      }
      const text = /^[^<]*/.exec(rest)![0]
      if (rest.startsWith(`</${name}>`, text.length)) {
        rest = rest.slice(text.length + name.length + 3)
        fields.push([name, unescapeXml(text)])
        continue
      }
      if (text.trim() !== '') return null
      rest = rest.slice(text.length)
      const nested = children(name)
      if (!nested) return null
      fields.push([name, nested])
    }
  }

  const root = ELEMENT.exec(rest)
  if (!root || root[2] === '/') return null
  rest = rest.slice(root[0].length)
  const fields = children(root[1])
  return fields && rest.trim() === '' ? fields : null
}
