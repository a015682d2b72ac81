import { useMemo } from 'react'

import { parseWith, type InputOf } from '@domain/inputFields'
import type { z } from '@domain/zod'

import { useForm } from '@redwoodjs/forms'
import type {
  FieldErrors as FormErrors,
  FieldValues,
  Resolver,
  UseFormProps,
} from '@redwoodjs/forms'

type InputSchema = z.ZodType<unknown, FieldValues>

/**
 * A field's messages travel as one react-hook-form message, a line each
 * (FormFields' FieldMessages shows them so): never run together.
 */
export const FIELD_MESSAGE_SEPARATOR = '\n'
export const joinFieldMessages = (messages: readonly string[]) =>
  messages.join(FIELD_MESSAGE_SEPARATOR)

/**
 * react-hook-form validation by a use case's one input schema (api domain),
 * the same that parses the REST body and the GraphQL arguments, with the
 * same Russian messages: a form says exactly what the server would.
 *
 * Written here rather than taken from @hookform/resolvers: its first version
 * that knows zod 4 (5.x) needs react-hook-form ≥ 7.55, and Redwood 8.9 pins
 * 7.54. The whole job is this function.
 */
export function schemaResolver<S extends InputSchema>(schema: S): Resolver<z.input<S>> {
  return async (values) => {
    const parsed = parseWith(schema, values)
    // What the schema made of the values (trimmed texts, the phone in
    // E.164, the e-mail lower-cased or null) is what the submit handler gets.
    if ('data' in parsed) return { values: parsed.data as z.input<S>, errors: {} }
    const errors: FormErrors = {}
    for (const [name, messages] of Object.entries(parsed.fields)) {
      errors[name] = { type: 'schema', message: joinFieldMessages(messages) }
    }
    return { values: {}, errors: errors as FormErrors<z.input<S>> }
  }
}

/**
 * A form validated by `schema` (checked when a field is left, as the shop's
 * forms always did). `onValid(handler)` gives the handler the parsed input,
 * ready for the mutation.
 */
export function useSchemaForm<S extends InputSchema>(
  schema: S,
  props: Omit<UseFormProps<z.input<S>>, 'resolver'> = {}
) {
  const resolver = useMemo(() => schemaResolver(schema), [schema])
  const formMethods = useForm<z.input<S>>({ mode: 'onBlur', ...props, resolver })
  const onValid =
    (handler: (input: InputOf<S>) => unknown) =>
    (values: z.input<S>): unknown =>
      handler(values as unknown as InputOf<S>)
  return { formMethods, onValid }
}
