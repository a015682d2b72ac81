import type { z } from 'zod'

import { parseWith, type InputOf } from './domain/inputFields'
import { InvalidInputError } from './errors'

/**
 * A use case's input parsed by its one schema (domain), as GraphQL resolvers
 * and scripts do it; the REST router does the same through `rest/body.ts`.
 * Refused input is an InvalidInputError: 400 with field messages on REST,
 * BAD_USER_INPUT with the same messages on GraphQL.
 */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): InputOf<S> {
  const parsed = parseWith(schema, raw)
  if ('fields' in parsed) throw new InvalidInputError(parsed.fields)
  return parsed.data
}
