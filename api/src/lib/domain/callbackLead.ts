import { COMMENT_MAX, REQUIRED_MESSAGE } from './contactFields'
import {
  INVALID_MESSAGE,
  kzPhone,
  line,
  longText,
  optionalConsent,
  optionalEmail,
  type InputOf,
} from './inputFields'
import { ARTICLE_MAX } from './productFields'
import { z } from './zod'

/**
 * The callback («Оставить заявку») form (SPEC §3 "Application (callback)
 * form", §5 "Application form"): username, phone, optional e-mail, comment,
 * and the agreement checkbox when the form shows it. Pure.
 */
export const USERNAME_REQUIRED_MESSAGE = REQUIRED_MESSAGE
export const AGREEMENT_REQUIRED_MESSAGE = REQUIRED_MESSAGE
export const PHONE_REQUIRED_MESSAGE = REQUIRED_MESSAGE
export const LEAD_SENT_MESSAGE = 'Заявка успешно отправлена'

export const USERNAME_MAX = 150
export const PAGE_MAX = 300

/**
 * A path of this site: one leading slash (never `//host`, which a browser
 * reads as another site, nor `/\host`), no spaces or control characters.
 * Staff open it as a link, so nothing else may pass.
 */
export const isSitePath = (value: string) =>
  /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= PAGE_MAX

/**
 * The page the form was sent from (issue 30 §3): the path only — a query
 * may hold a token (`/new-password?token=…`), so it is cut off here
 * whatever the caller sent. Optional: absent or empty is null.
 */
const sitePage = () =>
  line({ max: PAGE_MAX + 2000, absentAsNull: true })
    .transform((value) => (value ? value.split(/[?#]/)[0] : null))
    .refine((value) => value === null || isSitePath(value), INVALID_MESSAGE)

/**
 * The one input of a callback lead: the REST body (`POST /callback/`), the
 * GraphQL `submitCallbackLead(input)` and the web form are all parsed by it.
 * `page` and `article` (issue 30 §3) are optional, so the old site's body
 * is still accepted as it was: the form sends the page it was sent from,
 * and on a product page the product's article.
 */
export const callbackLeadInput = z.object({
  username: line({ max: USERNAME_MAX, required: USERNAME_REQUIRED_MESSAGE }),
  phone: kzPhone(PHONE_REQUIRED_MESSAGE),
  email: optionalEmail(),
  comment: longText({ max: COMMENT_MAX }),
  agreement: optionalConsent(AGREEMENT_REQUIRED_MESSAGE),
  page: sitePage(),
  article: line({ max: ARTICLE_MAX, absentAsNull: true }).transform((value) => value || null),
})

/** A lead as stored: phone in E.164, e-mail lower-cased or null. */
export type CallbackLeadInput = InputOf<typeof callbackLeadInput>
