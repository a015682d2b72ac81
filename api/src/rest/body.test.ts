import fc from 'fast-check'

import { isCleanText, MAX_DB_INTEGER } from 'src/lib/domain/inputFields'

import { readBody, type BodyContract } from './body'
import { routes } from './routes'

/**
 * Every write's one input schema against generated hostile bodies: whatever
 * the bytes, parsing never throws; what it lets through holds only clean
 * text and numbers the database takes; what it refuses is said in Russian.
 */

const CYRILLIC = /[А-Яа-яЁё]/

/** One character of what strangers send: controls, lone surrogates, bidi marks, and ordinary text. */
const hostileChar = fc.oneof(
  fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f'),
  fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\u202a', '\u202e', '\u2066', '\u2069'),
  fc.constantFrom('\t', '\n', '\r', ' ', '\u00a0', '"', '\\', '<', '%00', '{'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.constantFrom('а', 'Я', 'ё', '7', '0', '@', '.', '-', '+', 'x')
)
const hostileString = fc.oneof(
  fc.string({ unit: hostileChar, maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '1',
    ' 1',
    '1 ',
    '-1',
    '0',
    '1.5',
    '1e3',
    'true',
    'null',
    '+7 (701) 234 56 78'
  ),
  fc.nat({ max: 5000 }).map((length) => 'я'.repeat(length))
)
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, 2 ** 53 + 2, 1e308, -0)
)
const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 })
  ),
}))

/** A body shaped like the example, with any field replaced, dropped or hostile. */
const bodyLike = (example: unknown) => {
  const keys =
    example && typeof example === 'object' && !Array.isArray(example) ? Object.keys(example) : []
  const fields = Object.fromEntries(keys.map((key) => [key, hostileValue]))
  return fc.oneof(
    hostileValue,
    fc.record(fields, { requiredKeys: [] }),
    fc
      .record({ key: fc.constantFrom(...(keys.length ? keys : ['x'])), value: hostileValue })
      .map(({ key, value }) => ({ ...(example as object), [key]: value }))
  )
}

function problemsIn(value: unknown, path = 'body'): string[] {
  if (typeof value === 'string') return isCleanText(value, 'text') ? [] : [`${path}: unclean text`]
  if (typeof value === 'number') {
    return Number.isFinite(value) && Math.abs(value) <= MAX_DB_INTEGER ? [] : [`${path}: ${value}`]
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => problemsIn(item, `${path}[${i}]`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => problemsIn(item, `${path}.${key}`))
  }
  return []
}

const contracts = routes.flatMap((route) => {
  if (!route.body) return []
  const name = `${route.method} ${route.path}`
  return 'guest' in route.body
    ? [
        { name: `${name} (гость)`, contract: route.body.guest },
        { name: `${name} (покупатель)`, contract: route.body.customer },
      ]
    : [{ name, contract: route.body as BodyContract }]
})

describe('write bodies under generated hostile input', () => {
  it.each(contracts)(
    '$name: never throws, lets through only clean values, refuses in Russian',
    ({ contract }) => {
      fc.assert(
        fc.property(bodyLike(contract.example), (raw) => {
          const parsed = readBody(contract, raw)
          if ('data' in parsed) {
            expect(problemsIn(parsed.data)).toEqual([])
          } else {
            const messages = Object.values(parsed.fields).flat()
            expect(messages.length).toBeGreaterThan(0)
            expect(messages.filter((message) => !CYRILLIC.test(message))).toEqual([])
          }
        }),
        { numRuns: 500, seed: 17 }
      )
    }
  )

  it('covers every write that has a body', () => {
    expect(contracts.length).toBeGreaterThan(0)
  })
})
