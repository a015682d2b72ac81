import { REQUIRED_MESSAGE } from '@domain/contactFields'
import { PHONE_INCOMPLETE_MESSAGE, PHONE_MASK_MIN_LENGTH } from '@domain/phone'

/**
 * Phone (SPEC §5): required, and a complete masked number (at least 18
 * characters), for a PhoneField in a form without a schema. Forms validated
 * by a use case's schema (useSchemaForm) take their messages from it.
 */
export const phoneRules = {
  validate: (value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : ''
    if (!text) return REQUIRED_MESSAGE
    return text.length >= PHONE_MASK_MIN_LENGTH || PHONE_INCOMPLETE_MESSAGE
  },
}
