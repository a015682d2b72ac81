import fc from 'fast-check'

/**
 * Hostile values every input of the fuzz suite draws from (docs/security.md,
 * «Fuzz suite»): the characters, numbers and shapes the edge must refuse
 * with a 4xx, never a 5xx.
 */

/** A JSON number (or other literal) written as it is: 99999999999999999999 loses digits as a JS number. */
export interface RawJson {
  readonly rawJson: string
}
export const raw = (text: string): RawJson => ({ rawJson: text })
const isRaw = (value: unknown): value is RawJson =>
  typeof value === 'object' && value !== null && 'rawJson' in value

/** JSON text of `value`, RawJson parts written verbatim. */
export function toJson(value: unknown): string {
  if (isRaw(value)) return value.rawJson
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`)
      .join(',')}}`
  }
  if (value === undefined) return 'null'
  return JSON.stringify(value)
}

export const HUGE_NUMBERS = [
  '99999999999999999999',
  '9223372036854775808',
  '-9223372036854775809',
  '9007199254740993', // 2^53 + 1
  '2147483648',
  '-2147483649',
  '1e308',
  '-1e309',
  '1e-400',
]

export const ODD_NUMBERS = ['-1', '0', '-0', '1.5', '0.1', '1e3', '0x10', '00001', '+1', ' 1', '1 ']

/** Strings no input may hold, and strings that look like something else. */
export const HOSTILE_STRINGS: string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud800y',
  '\udc00\ud800',
  '\u0007',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u202e',
  'abc\u202eexe.txt',
  '\u2066',
  '\u2069',
  '\ufeff',
  '\u200b',
  '\t',
  '\n',
  '\r\n',
  '',
  ' ',
  '   ',
  ...HUGE_NUMBERS,
  ...ODD_NUMBERS,
  'NaN',
  'Infinity',
  'null',
  'true',
  'undefined',
  '１２３',
  '٣',
  "' OR 1=1 --",
  '"; DROP TABLE "Order"; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '%',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  '😀',
  'ёЁйЙ',
  'e\u0301',
  'a'.repeat(2001),
  'я'.repeat(5000),
]

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  {
    weight: 1,
    // a plausible value with a hostile character inside
    arbitrary: fc
      .tuple(
        fc.string({ unit: 'grapheme-ascii', maxLength: 12 }),
        fc.constantFrom('\u0000', '\ud800', '\u202e', '\u0001', '\u0085'),
        fc.string({ unit: 'grapheme-ascii', maxLength: 12 })
      )
      .map(([a, b, c]) => a + b + c),
  }
)

export const hostileNumber: fc.Arbitrary<RawJson | number> = fc.oneof(
  fc.constantFrom(...HUGE_NUMBERS, '-1', '0', '-0', '1.5', '1e3').map(raw),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true })
)

/** Any JSON value, leaning to the hostile ones. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: hostileString },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), hostileString), tie('value'), {
        maxKeys: 3,
      }),
    }
  ),
})).value

/**
 * Percent-encoding of any JS string, lone surrogates included (as the
 * 3-byte WTF-8 sequence %ED%A0%80 a careless client sends; encodeURIComponent
 * throws on them).
 */
export function encodeAny(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    const isHigh = code >= 0xd800 && code <= 0xdbff
    const isLow = code >= 0xdc00 && code <= 0xdfff
    const next = text.charCodeAt(i + 1)
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2))
      i++
    } else if (isHigh || isLow) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('')
    } else {
      out += encodeURIComponent(text[i])
    }
  }
  return out
}

/** URL parts sent as they are (already encoded, some malformed on purpose). */
export const RAW_URL_PARTS = [
  '%00',
  'a%00',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%E2%80%AE',
  '%E2%81%A6',
  '%07',
  '%1B',
  '%7F',
  '%C2%85',
  '%FF',
  '%C0%AF',
  '%C0%80',
  '%',
  '%zz',
  '%E2%82',
  '%2F',
  '%5C',
  '..',
  '.',
  '+',
  '%20',
  '%201',
  '1%20',
  '%09',
  '%0A',
  '%0D%0A',
  '%EF%BB%BF1',
  ...HUGE_NUMBERS.map(encodeURIComponent),
  ...ODD_NUMBERS.map(encodeURIComponent),
  '-5',
  '0',
  '',
  '1'.repeat(2500),
]

/** One URL component: raw hostile encodings, or an encoded hostile or plausible string. */
export function urlPart(plausible: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: plausible.map(encodeAny) },
    { weight: 3, arbitrary: fc.constantFrom(...RAW_URL_PARTS) },
    { weight: 2, arbitrary: hostileString.map(encodeAny) }
  )
}

/** Bytes that are not JSON, sent as application/json. */
export const NOT_JSON: (string | Buffer)[] = [
  '{',
  '{"a":',
  '}',
  "{'a': 1}",
  '{"a": 1,}',
  'NaN',
  'undefined',
  '\u0000',
  '[1, 2',
  '{"a": "\\ud800"}',
  '{"a": "\\u0000"}',
  '{"__proto__": {"polluted": 1}}',
  '{"constructor": {"prototype": {"polluted": 1}}}',
  Buffer.from([0xff, 0xfe, 0x00, 0x7b]),
  Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]), // BOM + {}
  Buffer.from([0xc0, 0xaf, 0x22]),
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
  `{"a": "${'x'.repeat(300_000)}"}`,
]

/** Content types a write must refuse (or, where uploads are taken, read carefully). */
export const CONTENT_TYPES = [
  'text/plain',
  'multipart/form-data',
  'multipart/form-data; boundary=----fuzz',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  '',
]

export function multipartBody(fields: [string, string | Buffer, string?][], boundary = '----fuzz') {
  const parts: Buffer[] = []
  for (const [name, value, filename] of fields) {
    const disposition = filename === undefined ? '' : `; filename="${filename}"`
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${disposition}\r\n` +
          (filename === undefined ? '' : 'Content-Type: application/octet-stream\r\n') +
          '\r\n'
      ),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n')
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(parts)
}
