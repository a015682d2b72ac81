import { COMMENT_MAX, REQUIRED_MESSAGE } from './contactFields'
import {
  kzPhone,
  line,
  longText,
  optionalConsent,
  optionalEmail,
  type InputOf,
} from './inputFields'
import { z } from './zod'

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

/**
 * The one input of a callback lead: the REST body (`POST /callback/`), the
 * GraphQL `submitCallbackLead(input)` and the web form are all parsed by it.
 */
export const callbackLeadInput = z.object({
  username: line({ max: USERNAME_MAX, required: USERNAME_REQUIRED_MESSAGE }),
  phone: kzPhone(PHONE_REQUIRED_MESSAGE),
  email: optionalEmail(),
  comment: longText({ max: COMMENT_MAX }),
  agreement: optionalConsent(AGREEMENT_REQUIRED_MESSAGE),
})

/** A lead as stored: phone in E.164, e-mail lower-cased or null. */
export type CallbackLeadInput = InputOf<typeof callbackLeadInput>
