import { z } from 'zod'

import {
  NON_FIELD_ERRORS,
  parseWith,
  type FieldErrors,
  type InputOf,
} from '../lib/domain/inputFields'

/**
 * A write's JSON body on /api/v1: the use case's one input schema (from the
 * domain, the same one GraphQL and the web form parse with) and the old
 * site's field names for it. The router parses the body with it before the
 * handler runs, and the OpenAPI document shows it as the `requestBody`.
 */
export interface BodyContract<S extends z.ZodType = z.ZodType> {
  schema: S
  /**
   * The old site's (snake_case) name of a field → the schema's name, e.g.
   * `{ phone_number: 'phoneNumber' }`. Errors are reported under the old name.
   */
  names?: Record<string, string>
  /** A body that the call accepts, in the old site's names (for the document). */
  example: unknown
  /**
   * How this call answers a refused body when it is not the usual
   * `400 {field: [messages]}` (e.g. registration's `{success: false, errors}`).
   */
  refusal?: (fields: FieldErrors) => { body: unknown; status: number }
}

export const restBody = <S extends z.ZodType>(contract: BodyContract<S>) => contract

/**
 * One path, two use cases told apart by the session, as the old site had
 * them (`POST /order/`: a guest's operator order, or a customer's new draft).
 */
export interface BodyByViewer<G extends z.ZodType = z.ZodType, C extends z.ZodType = z.ZodType> {
  guest: BodyContract<G>
  customer: BodyContract<C>
}

export const bodyByViewer = <G extends z.ZodType, C extends z.ZodType>(
  bodies: BodyByViewer<G, C>
) => bodies

export type RouteBody = BodyContract | BodyByViewer

/** The contract that applies to this caller. */
export const bodyFor = (body: RouteBody, isGuest: boolean): BodyContract =>
  'guest' in body ? (isGuest ? body.guest : body.customer) : body

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The body in the schema's names. A body that is not an object (an array, a
 * string) is passed on as it is, for the schema to refuse; none at all is `{}`,
 * so that each required field says so, as DRF did. Where `names` lists a
 * field under its own name too (`{username: 'email', email: 'email'}`), the
 * field sent under that name wins over the other spelling, as DRF's
 * `email or username` did.
 */
function inSchemaNames(contract: BodyContract, raw: unknown): unknown {
  if (raw === undefined) return {}
  const names = contract.names
  if (!names || !isPlainObject(raw)) return raw
  const renamed: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(raw)) {
    const name = names[key] ?? key
    const ownName = key !== name && names[name] === name && raw[name] != null
    if (!ownName) renamed[name] = value
  }
  return renamed
}

/** Field errors in the old site's names (the schema's or a service's, with the schema's names). */
export function inWireNames(contract: BodyContract, fields: FieldErrors): FieldErrors {
  if (!contract.names) return fields
  const wireName = Object.fromEntries(
    Object.entries(contract.names).map(([wire, name]) => [name, wire])
  )
  return Object.fromEntries(
    Object.entries(fields).map(([name, messages]) => [
      name === NON_FIELD_ERRORS ? name : (wireName[name] ?? name),
      messages,
    ])
  )
}

/** The parsed body, or the field errors in the old site's names. */
export function readBody<S extends z.ZodType>(
  contract: BodyContract<S>,
  raw: unknown
): { data: InputOf<S> } | { fields: FieldErrors } {
  const parsed = parseWith(contract.schema, inSchemaNames(contract, raw))
  return 'fields' in parsed ? { fields: inWireNames(contract, parsed.fields) } : parsed
}

type Json = Record<string, unknown>

/** The body's JSON Schema (from the schema's input side) in the old site's names. */
export function wireJsonSchema(contract: BodyContract, schema: Json): Json {
  if (!contract.names) return schema
  const wireName = Object.fromEntries(
    Object.entries(contract.names).map(([wire, name]) => [name, wire])
  )
  const properties = (schema.properties ?? {}) as Json
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, value]) => [wireName[name] ?? name, value])
    ),
    ...(Array.isArray(schema.required)
      ? { required: schema.required.map((name: string) => wireName[name] ?? name) }
      : {}),
  }
}

/**
 * A write that takes no fields (delete, copy, mark read): no body, `{}`, or
 * an object whose fields are ignored, as DRF did; anything but an object
 * (an array, a string) is 400.
 */
export const emptyBody = restBody({
  schema: z.object({}),
  example: {},
})
