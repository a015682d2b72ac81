import type { FieldValues, Path, UseFormReturn } from '@redwoodjs/forms'

import { errorDetailsOf, shopMessageOf } from 'src/lib/graphqlErrors'
import { joinFieldMessages } from 'src/lib/schemaResolver'

/** The api names fields as the old REST API did (last_name); the forms use camelCase. */
const camelOf = (name: string) =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())

/**
 * A BAD_USER_INPUT answer carries `fields` (wire name → messages): each message
 * goes to its form field; when none fits, the api's message (or the fallback)
 * is the form's message.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fallback: string
): string | null {
  const fields = errorDetailsOf(error).fields as Record<string, string[]> | undefined
  const values = form.getValues()
  let placed = false
  for (const [wire, messages] of Object.entries(fields ?? {})) {
    const name = wire in values ? wire : camelOf(wire)
    if (name in values) {
      form.setError(name as Path<T>, { type: 'server', message: joinFieldMessages(messages) })
      placed = true
    }
  }
  return placed ? null : shopMessageOf(error, fallback)
}
