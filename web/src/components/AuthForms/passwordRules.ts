import { REQUIRED_MESSAGE } from '@domain/contactFields'
import { z } from '@domain/zod'

export const PASSWORDS_DIFFER = 'Пароли не совпадают'

/**
 * A form's schema: the use case's own (domain), which already carries the
 * password rule, plus the repeat field that only the form has. The repeat
 * is checked even while other fields are wrong, so the shopper sees every
 * message at once.
 */
export function withRepeat<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  field: string,
  repeat: string
) {
  return z.intersection(schema, z.object({ [repeat]: z.unknown() })).superRefine(
    (values, context) => {
      const record = (values ?? {}) as Record<string, unknown>
      const value = record[repeat]
      if (typeof value !== 'string' || value === '') {
        context.addIssue({ code: 'custom', path: [repeat], message: REQUIRED_MESSAGE })
      } else if (value !== record[field]) {
        context.addIssue({ code: 'custom', path: [repeat], message: PASSWORDS_DIFFER })
      }
    },
    { when: () => true }
  )
}
