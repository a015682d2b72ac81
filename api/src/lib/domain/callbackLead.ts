import type { FieldErrors } from '../errors'

import { boundedText, checkEmail, REQUIRED_MESSAGE } from './contactFields'
import { COMMENT_MAX } from './guestOrder'
import { normalizeKzPhone, PHONE_INCOMPLETE_MESSAGE } from './phone'

/**
 * The callback («Оставить заявку») form (SPEC §3 "Application (callback)
 * form", §5 "Application form"): username, phone, optional e-mail, comment,
 * and the agreement checkbox when the form shows it. Pure.
 */
export const USERNAME_REQUIRED_MESSAGE = 'Обязательное поле!'
export const AGREEMENT_REQUIRED_MESSAGE = 'Обязательное поле!'
export const PHONE_REQUIRED_MESSAGE = REQUIRED_MESSAGE
export const LEAD_SENT_MESSAGE = 'Заявка успешно отправлена'

export const USERNAME_MAX = 150

export interface CallbackLeadInput {
  username: string
  /** E.164. */
  phone: string
  email: string | null
  comment: string
  agreement: boolean
}

export function parseCallbackLead(
  raw: unknown
): { lead: CallbackLeadInput } | { fields: FieldErrors } {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
  const fields: FieldErrors = {}

  const username = boundedText(body.username, USERNAME_MAX)
  if ('error' in username) fields.username = [username.error]
  else if (!username.value) fields.username = [USERNAME_REQUIRED_MESSAGE]

  const phoneText = typeof body.phone === 'string' ? body.phone.trim() : ''
  const phone = phoneText ? normalizeKzPhone(phoneText) : null
  if (!phoneText) fields.phone = [PHONE_REQUIRED_MESSAGE]
  else if (!phone) fields.phone = [PHONE_INCOMPLETE_MESSAGE]

  // E-mail is optional; when given it must look like one (SPEC §5).
  const emailGiven = typeof body.email === 'string' && body.email.trim() !== ''
  const email = emailGiven ? checkEmail(body.email) : null
  if (email && 'error' in email) fields.email = [email.error]

  const comment = boundedText(body.comment, COMMENT_MAX)
  if ('error' in comment) fields.comment = [comment.error]

  // The checkbox is shown on some forms only: when sent, it must be ticked.
  const agreementSent = body.agreement !== undefined && body.agreement !== null
  const agreement = body.agreement === true || body.agreement === 'true' || body.agreement === 'on'
  if (agreementSent && !agreement) fields.agreement = [AGREEMENT_REQUIRED_MESSAGE]

  if (Object.keys(fields).length || 'error' in username || 'error' in comment || !phone) {
    return { fields }
  }
  return {
    lead: {
      username: username.value,
      phone,
      email: email && 'email' in email ? email.email : null,
      comment: comment.value,
      agreement,
    },
  }
}
