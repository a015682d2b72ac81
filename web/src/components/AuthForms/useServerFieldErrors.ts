import type { FieldValues, Path, UseFormReturn } from '@redwoodjs/forms'

import { errorDetailsOf, shopMessageOf } from 'src/lib/graphqlErrors'

/**
 * A BAD_USER_INPUT answer carries `fields` (field → messages): each message
 * goes to its field; anything else becomes the form's message.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fallback: string
): string | null {
  const fields = errorDetailsOf(error).fields as Record<string, string[]> | undefined
  let placed = false
  if (fields) {
    for (const [name, messages] of Object.entries(fields)) {
      if (name in form.getValues()) {
        form.setError(name as Path<T>, { type: 'server', message: messages.join(' ') })
        placed = true
      }
    }
  }
  return placed ? null : shopMessageOf(error, fallback)
}
