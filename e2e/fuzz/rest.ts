import fc from 'fast-check'

import {
  CONTENT_TYPES,
  hostileJson,
  hostileString,
  multipartBody,
  NOT_JSON,
  raw,
  RAW_URL_PARTS,
  toJson,
  urlPart,
} from './hostile.ts'
import type { FuzzRequest, Known } from './types.ts'

/** What the fuzz suite reads of the OpenAPI document (GET /api/v1/openapi.json). */
interface Parameter {
  name: string
  in: 'path' | 'query'
  schema?: { type?: string; enum?: string[] }
}
interface Operation {
  operationId: string
  parameters?: Parameter[]
  requestBody?: {
    content: Record<string, { example?: unknown; examples?: Record<string, { value: unknown }> }>
  }
}
export interface OpenApi {
  servers: { url: string }[]
  paths: Record<string, Record<string, Operation>>
}

export interface RestOperation {
  method: string
  /** The document's path, e.g. /order/{id}/items/ */
  path: string
  label: string
  arbitrary: fc.Arbitrary<FuzzRequest>
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A plausible value of a path parameter: ids and articles that exist, and near them. */
function plausiblePathValue(name: string, known: Known): fc.Arbitrary<string> {
  if (name === 'article') {
    return fc.oneof(
      fc.constantFrom(...known.articles),
      fc.string({ unit: 'grapheme-ascii', maxLength: 20 })
    )
  }
  const ids = name === 'id' ? known.orderIds : name === 'itemId' ? known.itemIds : known.otherIds
  return fc.oneof(
    fc.constantFrom(...ids.map(String), '1', '2', '3'),
    fc.integer({ min: -5, max: 2_000_000_000 }).map(String)
  )
}

/** A plausible value of a query parameter, by its schema. */
function plausibleQueryValue(parameter: Parameter, known: Known): fc.Arbitrary<string> {
  const schema = parameter.schema ?? {}
  if (schema.enum?.length) return fc.constantFrom(...schema.enum.map(String))
  if (/page|size|gte|lte|price|id|shop|number/.test(parameter.name)) {
    return fc.oneof(
      fc.integer({ min: -10, max: 200 }).map(String),
      fc.constantFrom('1', '2', '100', '1,1000', '0,99999999999999999999')
    )
  }
  if (/^is_|only/.test(parameter.name)) return fc.constantFrom('true', 'false', '1', '0', 'yes')
  return fc.oneof(fc.constantFrom(...known.words), fc.string({ unit: 'grapheme', maxLength: 20 }))
}

/** The query string: declared parameters (some repeated, some empty), unknown and hostile names. */
function queryString(parameters: Parameter[], known: Known): fc.Arbitrary<string> {
  const declared = parameters.filter((p) => p.in === 'query')
  const pair = (name: string, value: fc.Arbitrary<string>) =>
    value.map((v) => `${encodeURIComponent(name)}=${v}`)
  const pairs: fc.Arbitrary<string>[] = declared.map((p) =>
    fc.oneof(
      { weight: 2, arbitrary: pair(p.name, plausibleQueryValue(p, known).map(encodeURIComponent)) },
      { weight: 3, arbitrary: pair(p.name, urlPart(plausibleQueryValue(p, known))) },
      // repeated: the last value wins
      {
        weight: 1,
        arbitrary: fc
          .array(urlPart(plausibleQueryValue(p, known)), { minLength: 2, maxLength: 4 })
          .map((values) => values.map((v) => `${encodeURIComponent(p.name)}=${v}`).join('&')),
      },
      { weight: 1, arbitrary: fc.constant(encodeURIComponent(p.name)) }, // no '='
      { weight: 1, arbitrary: fc.constant(`${encodeURIComponent(p.name)}=`) }
    )
  )
  const foreign = fc.oneof(
    fc
      .tuple(fc.constantFrom(...RAW_URL_PARTS), fc.constantFrom(...RAW_URL_PARTS))
      .map(([name, value]) => `${name}=${value}`),
    fc.constantFrom('&&&', '=', '==1', '%=%', 'a[b]=1', 'a[]=1&a[]=2', '__proto__[x]=1')
  )
  return fc
    .tuple(
      pairs.length ? fc.subarray(pairs.map((_, i) => i)) : fc.constant([] as number[]),
      fc.tuple(...(pairs.length ? pairs : [fc.constant('')])),
      fc.array(foreign, { maxLength: 2 })
    )
    .map(([chosen, values, extra]) => [...chosen.map((i) => values[i]), ...extra].join('&'))
}

/** A JSON body mutated from the valid example: one field of a wrong type or hostile, or a wrong shape. */
function mutatedBody(examples: unknown[]): fc.Arbitrary<unknown> {
  const base = examples.length ? fc.constantFrom(...examples) : fc.constant({} as unknown)
  const fieldMutation = base.chain((example) => {
    const keys = isObject(example) ? Object.keys(example) : []
    const key = keys.length ? fc.oneof(fc.constantFrom(...keys), hostileString) : hostileString
    return fc
      .tuple(key, hostileJson, fc.constantFrom('set', 'set', 'drop', 'nested'))
      .map(([k, value, mode]) => {
        const copy: Record<string, unknown> = isObject(example) ? { ...example } : {}
        const lines = Object.entries(copy).find(
          ([, item]) => Array.isArray(item) && isObject(item[0])
        )
        if (mode === 'drop') delete copy[k]
        else if (mode === 'nested' && lines) {
          // Inside the first line of a list (order lines: product, quantity).
          const [name, items] = lines as [string, Record<string, unknown>[]]
          const inner = Object.keys(items[0])
          const field = inner.length ? inner[k.length % inner.length] : k
          copy[name] = [{ ...items[0], [field]: value }, ...items.slice(1)]
        } else copy[k] = value
        return copy as unknown
      })
  })
  return fc.oneof(
    { weight: 1, arbitrary: base },
    { weight: 6, arbitrary: fieldMutation },
    { weight: 1, arbitrary: base.map((example) => [example]) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(
        null,
        'text',
        123,
        true,
        [],
        raw('99999999999999999999'),
        {}
      ),
    },
    { weight: 1, arbitrary: hostileJson }
  )
}

interface Body {
  body?: string | Buffer
  contentType?: string
  note: string
}

function bodies(examples: unknown[], uploads: boolean): fc.Arbitrary<Body> {
  const asJson = mutatedBody(examples).map(
    (value): Body => ({ body: toJson(value), contentType: 'application/json', note: 'json' })
  )
  const notJson = fc
    .constantFrom(...NOT_JSON)
    .map((body): Body => ({ body, contentType: 'application/json', note: 'not-json' }))
  const wrongType = fc
    .tuple(fc.constantFrom(...CONTENT_TYPES), mutatedBody(examples))
    .map(([type, value]): Body => {
      const text =
        type === 'application/x-www-form-urlencoded'
          ? 'a=1&phone_number=%2B77012345678&items=1'
          : type.startsWith('multipart')
            ? multipartBody([['file', toJson(value), 'x.json']])
            : toJson(value)
      return { body: text, contentType: type || undefined, note: `type:${type || 'none'}` }
    })
  const upload = fc
    .tuple(
      fc.constantFrom(
        'list.csv',
        'list.xlsx',
        '../../../etc/passwd',
        'a\u202etxt.csv',
        'x'.repeat(300) + '.csv',
        '',
        'я.csv'
      ),
      fc.oneof(
        fc
          .array(fc.tuple(hostileString, fc.oneof(hostileString, fc.integer().map(String))), {
            maxLength: 5,
          })
          .map((rows) =>
            Buffer.from(['Артикул;Количество', ...rows.map((r) => r.join(';'))].join('\n'))
          ),
        fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
        fc.constant(Buffer.from('PK\u0003\u0004not really a zip'))
      ),
      fc.constantFrom('file', 'files', 'text', '')
    )
    .map(
      ([filename, content, field]): Body => ({
        body: multipartBody([[field, content, filename]]),
        contentType: 'multipart/form-data; boundary=----fuzz',
        note: 'upload',
      })
    )
  const none = fc.constant<Body>({ note: 'no-body' })
  return fc.oneof(
    { weight: 8, arbitrary: asJson },
    { weight: 2, arbitrary: notJson },
    { weight: 2, arbitrary: wrongType },
    { weight: uploads ? 4 : 0, arbitrary: upload },
    { weight: 1, arbitrary: none }
  )
}

/** Every operation of the OpenAPI document as an arbitrary of hostile requests. */
export function restOperations(document: OpenApi, known: Known): RestOperation[] {
  const prefix = '/api/v1'
  const operations: RestOperation[] = []
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [lowerMethod, operation] of Object.entries(byMethod)) {
      const method = lowerMethod.toUpperCase()
      const parameters = operation.parameters ?? []
      const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name)
      const content = operation.requestBody?.content['application/json']
      const examples = content
        ? [
            ...(content.example !== undefined ? [content.example] : []),
            ...Object.values(content.examples ?? {}).map((e) => e.value),
          ]
        : []
      const uploads = path.endsWith('/files/') && method === 'POST'
      const pathValues = fc.tuple(
        ...pathNames.map((name) =>
          fc.oneof(
            { weight: 2, arbitrary: plausiblePathValue(name, known).map(encodeURIComponent) },
            { weight: 3, arbitrary: urlPart(plausiblePathValue(name, known)) }
          )
        )
      )
      const trailing = fc.constantFrom('', '', '', '/', '//')
      const write = method !== 'GET'
      const body = write ? bodies(examples, uploads) : fc.constant<Body>({ note: 'no-body' })
      const arbitrary = fc
        .tuple(pathValues, queryString(parameters, known), body, trailing, fc.nat(9))
        .map(([values, query, chosen, tail, originDraw]): FuzzRequest => {
          let index = 0
          let built = path.replace(/\{[^}]+\}/g, () => values[index++] ?? '')
          if (tail === '' && built.endsWith('/')) built = built.slice(0, -1)
          else if (tail === '//') built += '/'
          const headers: Record<string, string> = {}
          if (chosen.contentType !== undefined) headers['content-type'] = chosen.contentType
          // Writes come from the shop's own pages (CSRF guard), now and then from elsewhere.
          if (write && originDraw > 0) headers.origin = 'SELF'
          else if (write && originDraw === 0) headers.origin = 'https://evil.example'
          return {
            kind: 'rest',
            method,
            path: `${prefix}${built}${query ? `?${query}` : ''}`,
            label: `${method} ${path}`,
            headers,
            body: chosen.body,
            write,
            note: chosen.note,
          }
        })
      operations.push({ method, path, label: `${method} ${path}`, arbitrary })
    }
  }
  return operations
}
