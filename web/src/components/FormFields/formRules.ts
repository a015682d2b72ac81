import { checkEmail, EMAIL_MESSAGE, REQUIRED_MESSAGE } from '@domain/contactFields'
import { PHONE_INCOMPLETE_MESSAGE, PHONE_MASK_MIN_LENGTH } from '@domain/phone'

/**
 * react-hook-form rules built from the SPEC §5 texts and the api's own checks,
 * so a form says exactly what the server would.
 */
export const requiredRule = (message = REQUIRED_MESSAGE) => ({
  validate: (value: unknown) =>
    (typeof value === 'string' ? value.trim() !== '' : Boolean(value)) || message,
})

/** Phone: required, and a complete masked number (at least 18 characters). */
export const phoneRules = {
  validate: (value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : ''
    if (!text) return REQUIRED_MESSAGE
    return text.length >= PHONE_MASK_MIN_LENGTH || PHONE_INCOMPLETE_MESSAGE
  },
}

/** E-mail: required or optional, format-checked by the api's rule. */
export const emailRules = ({ optional = false } = {}) => ({
  validate: (value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : ''
    if (!text) return optional || REQUIRED_MESSAGE
    return 'email' in checkEmail(text) || EMAIL_MESSAGE
  },
})
