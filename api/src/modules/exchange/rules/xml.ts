/**
 * Writing the XML 1C reads, and the bytes it travels in. Every text goes
 * through `escapeXml`, so a customer's name or comment can never close an
 * element or open one; characters XML 1.0 forbids are dropped. Pure.
 */

export type ExchangeEncoding = 'utf-8' | 'windows-1251'

/** What 1C sends as `cmlVersion`, else what the shop writes (CommerceML 2.08). */
export const DEFAULT_SCHEMA_VERSION = '2.08'

/** A schema version as 1C names it («2.08», «2.10»); anything else is the default. */
export const schemaVersionOf = (asked: string | undefined) =>
  asked && /^2\.\d{2}$/.test(asked.trim()) ? asked.trim() : DEFAULT_SCHEMA_VERSION

// C0 controls but tab, LF, CR; lone surrogates; U+FFFE/U+FFFF: not XML 1.0 characters.
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Text or attribute value, escaped; characters XML cannot carry are removed. */
export const escapeXml = (value: string) =>
  value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c])

/** An element tree, written by `renderXml`. A null child is skipped. */
export interface XmlElement {
  name: string
  attributes?: Record<string, string>
  children?: (XmlElement | null)[] | string
}

/** `<name>text</name>`. */
export const el = (name: string, text: string | number): XmlElement => ({
  name,
  children: String(text),
})

/** `<name>…children</name>`. */
export const group = (name: string, children: (XmlElement | null)[]): XmlElement => ({
  name,
  children,
})

function render(node: XmlElement, depth: number, out: string[]) {
  const pad = '\t'.repeat(depth)
  const attrs = Object.entries(node.attributes ?? {})
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('')
  const { children } = node
  if (
    children === undefined ||
    children === '' ||
    (Array.isArray(children) && !children.some(Boolean))
  ) {
    out.push(`${pad}<${node.name}${attrs}/>`)
  } else if (typeof children === 'string') {
    out.push(`${pad}<${node.name}${attrs}>${escapeXml(children)}</${node.name}>`)
  } else {
    out.push(`${pad}<${node.name}${attrs}>`)
    for (const child of children) if (child) render(child, depth + 1, out)
    out.push(`${pad}</${node.name}>`)
  }
}

/** The document's text with its prolog naming `encoding`. */
export function renderXml(root: XmlElement, encoding: ExchangeEncoding): string {
  const out = [
    `<?xml version="1.0" encoding="${encoding === 'utf-8' ? 'UTF-8' : 'windows-1251'}"?>`,
  ]
  render(root, 0, out)
  return out.join('\n') + '\n'
}

let cp1251: Uint8Array | undefined

/** BMP code point → windows-1251 byte (0: none), read off the platform's own decoder. */
function cp1251Table() {
  if (!cp1251) {
    cp1251 = new Uint8Array(0x10000)
    const bytes = Uint8Array.from({ length: 128 }, (_, i) => 128 + i)
    const chars = new TextDecoder('windows-1251').decode(bytes)
    for (let i = 0; i < chars.length; i++) cp1251[chars.charCodeAt(i)] = 128 + i
  }
  return cp1251
}

/**
 * The document's bytes. UTF-8 starts with a BOM (1C УТ refuses UTF-8 orders
 * without one). windows-1251 lacks most Kazakh letters (ә ғ қ ң ө ұ ү һ):
 * each character it cannot encode goes as a numeric character reference
 * (`&#1179;`), which every XML reader turns back into the letter — legal in
 * text and attribute values, which is the only place such characters occur
 * (element names are Russian).
 */
export function encodeXml(text: string, encoding: ExchangeEncoding): Uint8Array {
  if (encoding === 'utf-8') {
    const body = new TextEncoder().encode(text)
    const out = new Uint8Array(body.length + 3)
    out.set([0xef, 0xbb, 0xbf])
    out.set(body, 3)
    return out
  }
  const table = cp1251Table()
  let out = new Uint8Array(text.length + 64)
  let n = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    const byte = code < 0x80 ? code : table[code]
    if (byte || code === 0) {
      if (n === out.length) out = grown(out, 1)
      out[n++] = byte
      continue
    }
    const point = text.codePointAt(i)!
    if (point > 0xffff) i++
    const ref = `&#${point};`
    if (n + ref.length > out.length) out = grown(out, ref.length)
    for (let k = 0; k < ref.length; k++) out[n++] = ref.charCodeAt(k)
  }
  return out.subarray(0, n)
}

function grown(bytes: Uint8Array, need: number) {
  const next = new Uint8Array(bytes.length * 2 + need)
  next.set(bytes)
  return next
}

/** What the answer's Content-Type says. */
export const xmlContentType = (encoding: ExchangeEncoding) =>
  `application/xml; charset=${encoding === 'utf-8' ? 'utf-8' : 'windows-1251'}`
