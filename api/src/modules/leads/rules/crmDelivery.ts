/**
 * A lead's way to the CRM as the manager reads it (issue 30 §3): one of
 * three views — in the CRM, waiting for its first try, or not through yet —
 * and one sentence that says what happened, why (in the words of
 * domain/deliveryProblems, never the stored technical reason) and what
 * comes next. Pure: the web shows these, the list filters by the views.
 */
import { pluralForm } from '../../../lib/domain/amountInWords'
import { isGivingUp } from '../../../lib/domain/backoff'
import { deliveryProblemText } from '../../../lib/domain/deliveryProblems'
import { formatShopTime } from '../../../lib/domain/shopTime'

export const CRM_VIEWS = ['problem', 'queued', 'delivered'] as const
export type CrmView = (typeof CRM_VIEWS)[number]

/** The badge of a lead's CRM state. */
export const CRM_VIEW_TITLES: Record<CrmView, string> = {
  problem: 'не дошла до CRM',
  queued: 'ждёт отправки в CRM',
  delivered: 'в CRM',
}

/** The list's filter choices. */
export const CRM_VIEW_FILTER_TITLES: Record<CrmView, string> = {
  problem: 'Не дошли до CRM',
  queued: 'Ждут отправки',
  delivered: 'Переданы в CRM',
}

export interface LeadCrmState {
  crmState: 'pending' | 'delivered' | 'failed' | string
  crmAttempts: number
  lastError?: string | null
  deliveredAt?: Date | string | null
  crmDealId?: string | null
}

/**
 * Which view a lead is in. A delivery that failed even once is a problem
 * (the worker keeps trying, but the manager should know the CRM has not got
 * it); a lead not tried yet is simply queued. The three views cover every
 * lead exactly once (the list's filter is this rule in SQL: readModel/leadList).
 */
export function crmViewOf(lead: Pick<LeadCrmState, 'crmState' | 'crmAttempts'>): CrmView {
  if (lead.crmState === 'delivered') return 'delivered'
  if (lead.crmState === 'failed' || lead.crmAttempts > 0) return 'problem'
  return 'queued'
}

/** «5 попыток» (how many so far). */
const attemptsText = (count: number) =>
  `${count} ${pluralForm(count, ['попытка', 'попытки', 'попыток'])}`

/** «после 21 попытки» (after how many). */
const afterAttemptsText = (count: number) =>
  `после ${count} ${pluralForm(count, ['попытки', 'попыток', 'попыток'])}`

/** The cause in a few words for a table cell: «CRM не подключена»; null when nothing went wrong. */
export const crmProblemTitle = (lead: LeadCrmState) =>
  crmViewOf(lead) === 'problem'
    ? (deliveryProblemText('crm_lead', lead.lastError)?.title ?? 'CRM пока не приняла заявку')
    : null

/**
 * The lead's CRM state told as one or two sentences: «Передана в CRM
 * 25.11.2026, 15:30 (сделка №42).», «Ждёт отправки…», or what went wrong,
 * what it means and what happens next.
 */
export function crmSentence(lead: LeadCrmState): string {
  const view = crmViewOf(lead)
  if (view === 'delivered') {
    const when = lead.deliveredAt ? ` ${formatShopTime(lead.deliveredAt)}` : ''
    const deal = lead.crmDealId ? ` (сделка №${lead.crmDealId})` : ''
    return `Передана в CRM${when}${deal}.`
  }
  if (view === 'queued') {
    return 'Ждёт отправки в CRM: магазин передаёт заявки в течение минуты.'
  }
  const problem = deliveryProblemText('crm_lead', lead.lastError)
  const cause = problem ? `${problem.title}. ${problem.advice}` : 'CRM пока не приняла заявку.'
  const gaveUp = lead.crmState === 'failed' || isGivingUp(lead.crmAttempts)
  const next = gaveUp
    ? `Магазин перестал пробовать ${afterAttemptsText(lead.crmAttempts)}: когда причина устранена, нажмите «Повторить» в «Сообщениях с ошибкой».`
    : `Магазин повторяет отправку сам (${attemptsText(lead.crmAttempts)} пока без успеха).`
  return `Не передана в CRM — ${cause} ${next}`
}
