import fs from 'node:fs'
import path from 'node:path'

import { mergeTypeDefs } from '@graphql-tools/merge'
import fc from 'fast-check'
import {
  buildASTSchema,
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  isLeafType,
  parse,
} from 'graphql'
import type { GraphQLField, GraphQLInputType, GraphQLOutputType, GraphQLSchema } from 'graphql'

import {
  CONTENT_TYPES,
  encodeAny,
  HOSTILE_STRINGS,
  hostileJson,
  hostileNumber,
  hostileString,
  multipartBody,
  NOT_JSON,
  raw,
  toJson,
} from './hostile.ts'
import type { FuzzRequest, Known } from './types.ts'

/**
 * The GraphQL operations of the shop, from the SDL files (production has no
 * introspection): every Query and Mutation field becomes an arbitrary of
 * requests with hostile argument values.
 */

// Redwood's root schema adds these scalars and directives to every project's SDLs.
const REDWOOD_PRELUDE = `
  scalar BigInt
  scalar Date
  scalar Time
  scalar DateTime
  scalar JSON
  scalar JSONObject
  scalar Byte
  scalar File
  directive @requireAuth(roles: [String]) on FIELD_DEFINITION
  directive @skipAuth on FIELD_DEFINITION
  type Query { redwood: Redwood }
  type Redwood { version: String, currentUser: JSON, prismaVersion: String }
`

export function loadSchema(root: string): GraphQLSchema {
  const folder = path.join(root, 'api/src/graphql')
  const sdls = fs
    .readdirSync(folder)
    .filter((file) => /\.sdl\.(ts|js)$/.test(file))
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(folder, file), 'utf8')
      return [...text.matchAll(/gql`([\s\S]*?)`/g)].map((m) => m[1])
    })
  if (!sdls.length) throw new Error(`No SDL in ${folder}`)
  const merged = mergeTypeDefs([REDWOOD_PRELUDE, ...sdls].map((sdl) => parse(sdl)))
  return buildASTSchema(merged, { assumeValidSDL: true })
}

export interface GraphqlOperation {
  label: string
  arbitrary: fc.Arbitrary<FuzzRequest>
}

/** A plausible value of an input type, now and then a hostile one in its place. */
function valueOf(type: GraphQLInputType, known: Known, depth = 0): fc.Arbitrary<unknown> {
  if (type instanceof GraphQLNonNull) return valueOf(type.ofType, known, depth)
  if (type instanceof GraphQLList) {
    return fc.array(valueOf(type.ofType, known, depth + 1), { maxLength: depth > 1 ? 1 : 3 })
  }
  if (type instanceof GraphQLEnumType) {
    return fc.oneof(
      fc.constantFrom(...type.getValues().map((v) => v.name)),
      fc.constantFrom('', 'nope')
    )
  }
  if (type instanceof GraphQLInputObjectType) {
    if (depth > 3) return fc.constant({})
    const fields = Object.values(type.getFields())
    return fc.record(
      Object.fromEntries(fields.map((f) => [f.name, valueOf(f.type, known, depth + 1)])),
      { requiredKeys: fields.filter((f) => f.type instanceof GraphQLNonNull).map((f) => f.name) }
    )
  }
  const scalar = type as GraphQLScalarType
  switch (scalar.name) {
    case 'Int':
      return fc.oneof(
        fc.integer({ min: -2, max: 50 }),
        fc.constantFrom(...known.orderIds, ...known.itemIds)
      )
    case 'Float':
      return fc.double({ min: -10, max: 1e6, noNaN: true })
    case 'Boolean':
      return fc.boolean()
    case 'ID':
      return fc.oneof(fc.nat(50).map(String), fc.constantFrom(...known.orderIds.map(String)))
    default:
      return fc.oneof(
        fc.constantFrom(
          ...known.articles,
          ...known.words,
          '+77012345678',
          '87012345678',
          'fuzz@example.kz',
          'Akvatoria-demo-2026',
          '2026-01-01'
        ),
        fc.string({ maxLength: 20 })
      )
  }
}

/** A value for the argument: plausible, hostile of its own kind, or of another type entirely. */
function argumentValue(type: GraphQLInputType, known: Known): fc.Arbitrary<unknown> {
  const named = getNamedType(type)
  const sameKind =
    named.name === 'Int' || named.name === 'Float' || named.name === 'ID'
      ? fc.oneof(
          hostileNumber,
          fc.constantFrom(...HOSTILE_STRINGS.slice(0, 40)),
          fc.constant(raw('99999999999999999999'))
        )
      : hostileString
  return fc.oneof(
    { weight: 3, arbitrary: valueOf(type, known) },
    { weight: 3, arbitrary: sameKind },
    { weight: 2, arbitrary: hostileJson },
    { weight: 1, arbitrary: fc.constant(null) }
  )
}

const typeName = (type: GraphQLInputType): string => type.toString()

/** Up to a few leaf fields (and one level of objects below), as the shop's pages ask. */
function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type)
  if (isLeafType(named)) return ''
  if (!(named instanceof GraphQLObjectType)) return '{ __typename }'
  const fields = Object.values(named.getFields()).filter((f) =>
    f.args.every((a) => !(a.type instanceof GraphQLNonNull))
  )
  const leaves = fields.filter((f) => isLeafType(getNamedType(f.type))).slice(0, 6)
  const objects =
    depth < 2 ? fields.filter((f) => !isLeafType(getNamedType(f.type))).slice(0, 2) : []
  const parts = [
    '__typename',
    ...leaves.map((f) => f.name),
    ...objects.map((f) => `${f.name} ${selection(f.type, depth + 1)}`),
  ]
  return `{ ${parts.join(' ')} }`
}

/** A GraphQL literal of a JSON value (hostile strings JSON-escaped, raw numbers verbatim). */
function literal(value: unknown): string {
  if (value && typeof value === 'object' && 'rawJson' in value) return String(value.rawJson)
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${/^[_A-Za-z][_0-9A-Za-z]*$/.test(k) ? k : '_bad'}: ${literal(v)}`)
      .join(', ')}}`
  }
  if (value === undefined) return 'null'
  return JSON.stringify(value)
}

const GRAPHQL_PATH = '/api/graphql'

/** Valid JSON whose variables nest thousands of levels (the resolvers' input coercion recurses). */
const DEEP_VARIABLES = [
  `{"query":"query Q($v: [OrderLineInput!]!) { guestCart(items: $v) { count } }","variables":{"v":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
  `{"query":"query Q($v: [OrderLineInput!]!) { guestCart(items: $v) { count } }","variables":{"v":[${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}]}}`,
  `{"query":"query Q($v: String!) { product(article: $v) { id } }","variables":{"v":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}}`,
  `{"query":"{ __typename }","extensions":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`,
]

const jsonPost = (
  label: string,
  body: string | Buffer,
  write: boolean,
  note: string,
  contentType = 'application/json'
): FuzzRequest => ({
  kind: 'graphql',
  method: 'POST',
  path: GRAPHQL_PATH,
  label,
  headers: { 'content-type': contentType, origin: 'SELF' },
  body,
  write,
  note,
})

function fieldOperation(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  known: Known
): GraphqlOperation {
  const label = `${kind} ${field.name}`
  const write = kind === 'mutation'
  const args = field.args
  const values = fc.tuple(...args.map((a) => fc.option(argumentValue(a.type, known), { freq: 6 })))
  const shape = fc.constantFrom('variables', 'variables', 'variables', 'literals', 'get')
  const arbitrary = fc.tuple(values, shape, fc.nat(99)).map(([chosen, how, draw]): FuzzRequest => {
    const present = args
      .map((a, i) => ({ arg: a, value: chosen[i] }))
      .filter((x) => x.value !== null || draw % 3 === 0)
    const sel = selection(field.type)
    if (how === 'literals') {
      const argText = present.map((x) => `${x.arg.name}: ${literal(x.value)}`).join(', ')
      const query = `${kind} Fuzz { ${field.name}${argText ? `(${argText})` : ''} ${sel} }`
      return jsonPost(label, toJson({ query }), write, 'literals')
    }
    const declarations = present.map((x) => `$${x.arg.name}: ${typeName(x.arg.type)}`).join(', ')
    const call = present.map((x) => `${x.arg.name}: $${x.arg.name}`).join(', ')
    const query = `${kind} Fuzz${declarations ? `(${declarations})` : ''} { ${field.name}${call ? `(${call})` : ''} ${sel} }`
    const variables = Object.fromEntries(present.map((x) => [x.arg.name, x.value]))
    if (how === 'get') {
      // GraphQL over GET (mutations must be refused there).
      return {
        kind: 'graphql',
        method: 'GET',
        path: `${GRAPHQL_PATH}?query=${encodeAny(query)}&variables=${encodeAny(toJson(variables))}`,
        label,
        headers: {},
        // A mutation over GET must be refused: counted like any write.
        write,
        note: 'get',
      }
    }
    // Required arguments left out on purpose now and then (draw % 3 === 0 keeps nulls).
    return jsonPost(label, toJson({ query, variables, operationName: 'Fuzz' }), write, 'variables')
  })
  return { label, arbitrary }
}

/** Requests that are wrong before any resolver runs: syntax, shape, size, type. */
function malformed(schema: GraphQLSchema): GraphqlOperation[] {
  const fields = Object.keys(schema.getQueryType()?.getFields() ?? {})
  const someField = fc.constantFrom(...fields)
  const valid = someField.map((f) => `query { ${f} { __typename } }`)
  const op = (label: string, arbitrary: fc.Arbitrary<FuzzRequest>) => ({ label, arbitrary })
  return [
    op(
      'graphql syntax errors',
      fc
        .oneof(
          fc.tuple(valid, fc.nat()).map(([q, n]) => q.slice(0, n % q.length)),
          fc.constantFrom(
            '{',
            '}',
            'query {',
            '{ a(',
            '{ a(x: "',
            '{ a(x: 1e) }',
            'mutation',
            '{ ... }',
            '{ a @ }',
            '"""',
            '#'
          ),
          fc.string({ maxLength: 60 }),
          hostileString.map((s) => `{ products(search: ${JSON.stringify(s)}) { __typename } }`),
          hostileString.map((s) => `{ ${s} }`)
        )
        .map((query) => jsonPost('graphql syntax errors', toJson({ query }), true, 'syntax'))
    ),
    op(
      'graphql empty and non-object bodies',
      fc
        .constantFrom<unknown>(
          { query: '' },
          { query: '   ' },
          { query: null },
          { query: 123 },
          { query: ['{ __typename }'] },
          {},
          { variables: {} },
          null,
          1,
          'query',
          true,
          [],
          [{ query: '{ __typename }' }, { query: '{ __typename }' }],
          [1, 2],
          { query: '{ __typename }', variables: 'not an object' },
          { query: '{ __typename }', variables: [1] },
          { query: '{ __typename }', operationName: 123 },
          {
            query: '{ __typename }',
            extensions: { persistedQuery: { sha256Hash: 'x', version: 1 } },
          },
          { query: 'query A { __typename } query B { __typename }' },
          { query: 'query A { __typename } query B { __typename }', operationName: 'C' }
        )
        .map((body) => jsonPost('graphql empty and non-object bodies', toJson(body), true, 'shape'))
    ),
    op(
      'graphql deep nesting',
      fc
        .tuple(fc.integer({ min: 9, max: 400 }), someField)
        .map(([depth, f]) => `query { ${`${f} { `.repeat(depth)}__typename${' }'.repeat(depth)} }`)
        .map((query) => jsonPost('graphql deep nesting', toJson({ query }), true, 'depth'))
    ),
    op(
      'graphql many aliases',
      fc
        .tuple(fc.integer({ min: 16, max: 3000 }), someField)
        .map(
          ([count, f]) =>
            `query { ${Array.from({ length: count }, (_, i) => `a${i}: ${f} { __typename }`).join(' ')} }`
        )
        .map((query) => jsonPost('graphql many aliases', toJson({ query }), true, 'aliases'))
    ),
    op(
      'graphql many directives and tokens',
      fc
        .oneof(
          fc
            .integer({ min: 50, max: 2000 })
            .map((n) => `query { __typename ${'@skip(if: false) '.repeat(n)} }`),
          fc.integer({ min: 1000, max: 20000 }).map((n) => `query { ${'__typename '.repeat(n)} }`),
          fc.constant(`query { __typename } ${'#'.repeat(200_000)}`)
        )
        .map((query) =>
          jsonPost('graphql many directives and tokens', toJson({ query }), true, 'size')
        )
    ),
    op(
      'graphql wrong content types and bytes',
      fc
        .oneof(
          fc.tuple(fc.constantFrom(...CONTENT_TYPES), valid).map(([type, query]) =>
            jsonPost(
              'graphql wrong content types and bytes',
              type.startsWith('multipart')
                ? multipartBody([
                    ['operations', toJson({ query })],
                    ['map', '{}'],
                  ])
                : type === 'application/x-www-form-urlencoded'
                  ? `query=${encodeURIComponent(query)}`
                  : toJson({ query }),
              true,
              `type:${type || 'none'}`,
              type
            )
          ),
          fc
            .constantFrom(...NOT_JSON, ...DEEP_VARIABLES)
            .map((body) =>
              jsonPost('graphql wrong content types and bytes', body, true, 'not-json')
            )
        )
        .map((request) => {
          if (request.headers['content-type'] === '') delete request.headers['content-type']
          return request
        })
    ),
    op(
      'graphql hostile characters',
      fc
        .tuple(hostileString, someField)
        .map(([s, f]) => ({
          query: `query ${/^\w+$/.test(s) ? s : 'Q'} { ${f} { __typename } }`,
          operationName: s,
          variables: { [s]: s },
        }))
        .map((body) => jsonPost('graphql hostile characters', toJson(body), true, 'characters'))
    ),
  ]
}

export function graphqlOperations(schema: GraphQLSchema, known: Known): GraphqlOperation[] {
  const operations: GraphqlOperation[] = []
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      if (field.name === 'redwood') continue
      operations.push(fieldOperation(kind, field, known))
    }
  }
  return [...operations, ...malformed(schema)]
}
