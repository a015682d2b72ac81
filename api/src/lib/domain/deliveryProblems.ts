/**
 * Why the outbox could not deliver a message, in two voices (issue 30 §3).
 * The worker stores a technical reason (`lastError`) for the server log and
 * the administrator; staff read what it means for them. The reasons the
 * shop writes itself are made here (lib/crm/bitrix24, lib/mailer and the
 * outbox worker call these), so the reading below knows every shape it
 * meets. Pure; the web imports it (`@domain/deliveryProblems`).
 */

// ───────────── The technical reasons, as stored ─────────────

/** The shop has no Bitrix24 webhook (BITRIX24_WEBHOOK_URL is unset). */
export const CRM_NOT_CONFIGURED = 'BITRIX24_WEBHOOK_URL не задан'

/** The shop has no mail server (SMTP_HOST is unset): letters wait. */
export const MAIL_NOT_CONFIGURED = 'SMTP_HOST не задан: письмо ждёт настройки почты'

export const crmNoAnswerReason = (method: string) => `Bitrix24 ${method}: нет ответа`
export const crmNoConnectionReason = (method: string) => `Bitrix24 ${method}: нет соединения`

/** Bitrix24 answered, but not with a result: the HTTP status and its error code, if any. */
export const crmRefusalReason = (method: string, status: number, detail = '') =>
  `Bitrix24 ${method}: HTTP ${status}${detail ? ` ${detail}` : ''}`.slice(0, 300)

// ───────────── What they mean for staff ─────────────

export const DELIVERY_PROBLEMS = [
  'crm_not_configured',
  'crm_no_answer',
  'crm_unreachable',
  'crm_access',
  'crm_down',
  'crm_refused',
  'crm_other',
  'mail_not_configured',
  'mail_refused',
] as const
export type DeliveryProblem = (typeof DELIVERY_PROBLEMS)[number]

export interface DeliveryProblemText {
  /** What happened, short enough for a table cell: «CRM не подключена». */
  title: string
  /** What it means and who can fix it, one sentence. */
  advice: string
}

export const DELIVERY_PROBLEM_TEXTS: Record<DeliveryProblem, DeliveryProblemText> = {
  crm_not_configured: {
    title: 'CRM не подключена',
    advice:
      'Магазин не связан с Bitrix24: заявки хранятся здесь и уйдут в CRM, когда администратор подключит её.',
  },
  crm_no_answer: {
    title: 'CRM не ответила вовремя',
    advice: 'Bitrix24 слишком долго не отвечал; обычно это проходит само.',
  },
  crm_unreachable: {
    title: 'Нет связи с CRM',
    advice:
      'Сервер магазина не смог связаться с Bitrix24: нет сети или адрес портала изменился — это проверяет администратор.',
  },
  crm_access: {
    title: 'CRM отказала в доступе',
    advice:
      'Ключ подключения к Bitrix24 неверен, отозван или не даёт прав на контакты и сделки — его меняет администратор.',
  },
  crm_down: {
    title: 'CRM временно не работает',
    advice:
      'Bitrix24 ответил ошибкой на своей стороне или попросил подождать; обычно это проходит само.',
  },
  crm_refused: {
    title: 'CRM не приняла заявку',
    advice:
      'Bitrix24 отклонил данные заявки; техническую причину администратор найдёт в журнале сервера.',
  },
  crm_other: {
    title: 'Не удалось передать в CRM',
    advice: 'Сбой на стороне магазина; техническую причину администратор найдёт в журнале сервера.',
  },
  mail_not_configured: {
    title: 'Почта не настроена',
    advice: 'Письма ждут, пока администратор подключит почтовый сервер.',
  },
  mail_refused: {
    title: 'Почтовый сервер не принял письмо',
    advice:
      'Адрес получателя не существует, ящик переполнен или почтовый сервер недоступен; техническую причину администратор найдёт в журнале сервера.',
  },
}

/** Bitrix24's error codes that mean «this webhook may not do that» rather than «bad data». */
const ACCESS_CODES =
  /\b(ACCESS_DENIED|INSUFFICIENT_SCOPE|INVALID_CREDENTIALS|WRONG_AUTH_TYPE|EXPIRED_TOKEN|INVALID_TOKEN|NO_AUTH_FOUND|AUTHORIZATION_ERROR|insufficient_scope|expired_token|invalid_token)\b/
const BUSY_CODES = /\b(QUERY_LIMIT_EXCEEDED|OVERLOAD_LIMIT|INTERNAL_SERVER_ERROR)\b/

/**
 * What a stored reason means: the kind of message decides the voice (a
 * lead's CRM or a letter's mail server). Reasons the shop did not word
 * itself (a database error, an older text) fall to the kind's «other».
 * No reason, no problem.
 */
export function deliveryProblemOf(
  kind: 'crm_lead' | 'mail' | string,
  reason: string | null | undefined
): DeliveryProblem | null {
  const text = reason?.trim()
  if (!text) return null
  if (kind === 'mail') {
    return text.startsWith(MAIL_NOT_CONFIGURED.split(':')[0])
      ? 'mail_not_configured'
      : 'mail_refused'
  }
  if (text.startsWith(CRM_NOT_CONFIGURED)) return 'crm_not_configured'
  if (/: нет ответа$/.test(text)) return 'crm_no_answer'
  if (/: нет соединения$/.test(text)) return 'crm_unreachable'
  const http = /\bHTTP (\d{3})\b/.exec(text)
  if (http) {
    const status = Number(http[1])
    if (status === 401 || status === 403 || ACCESS_CODES.test(text)) return 'crm_access'
    if (status >= 500 || status === 429 || BUSY_CODES.test(text)) return 'crm_down'
    return 'crm_refused'
  }
  return 'crm_other'
}

/** The stored reason as staff read it: «CRM не подключена»; null when there is none. */
export function deliveryProblemText(
  kind: string,
  reason: string | null | undefined
): DeliveryProblemText | null {
  const problem = deliveryProblemOf(kind, reason)
  return problem ? DELIVERY_PROBLEM_TEXTS[problem] : null
}
