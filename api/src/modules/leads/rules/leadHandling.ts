/**
 * A lead as the manager works it (issue 30 §3): new until someone marks it
 * «Обработана» with a note (who and when are recorded), and new again when
 * it is reopened. Pure: the GraphQL arguments and the web form parse with
 * these schemas, the workflow writes what these rules say.
 */
import { id, INVALID_MESSAGE, longText, type InputOf } from '../../../lib/domain/inputFields'
import { formatShopTime } from '../../../lib/domain/shopTime'
import { z } from '../../../lib/domain/zod'

export const LEAD_STATUSES = ['new', 'handled'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** One lead's state, as its badge says it. */
export const LEAD_STATUS_TITLES: Record<LeadStatus, string> = {
  new: 'Новая',
  handled: 'Обработана',
}

/** The list's filter choices, as the select names them. */
export const LEAD_STATUS_FILTER_TITLES: Record<LeadStatus, string> = {
  new: 'Новые (не обработаны)',
  handled: 'Обработанные',
}

/** A lead is handled while it carries the moment it was marked so. */
export const leadStatusOf = (lead: { handledAt?: Date | string | null }): LeadStatus =>
  lead.handledAt ? 'handled' : 'new'

/** One lead's page. */
export const adminLeadInput = z.object({ id: id() })

export const NOTE_MAX = 2000
export const NOTE_REQUIRED_MESSAGE =
  'Напишите, что сделано по заявке: например, «Перезвонил, договорились о замере».'

/**
 * «Обработана»: the lead and the manager's note. The note is required: it
 * is what the next colleague reads instead of calling the customer again.
 */
export const handleLeadInput = z.object({
  id: id(),
  note: longText({ max: NOTE_MAX, required: NOTE_REQUIRED_MESSAGE }),
})
export type HandleLeadInput = InputOf<typeof handleLeadInput>

/**
 * «Открыть снова»: the lead and the handling the screen showed (its moment),
 * so a reopen never undoes a handling its author has not seen.
 */
export const reopenLeadInput = z.object({
  id: id(),
  handledAt: z
    .string({ error: INVALID_MESSAGE })
    .max(40, INVALID_MESSAGE)
    .refine((value) => !Number.isNaN(Date.parse(value)), INVALID_MESSAGE)
    .transform((value) => new Date(value)),
})
export type ReopenLeadInput = InputOf<typeof reopenLeadInput>

export const LEAD_NOT_FOUND = 'Заявка не найдена.'
export const LEAD_ALREADY_OPEN =
  'Заявка уже открыта снова: отметьте её обработанной, когда закончите.'
export const LEAD_CHANGED_MEANWHILE =
  'Заявку только что изменил другой сотрудник. Показаны свежие данные — проверьте их и повторите, если нужно.'

export interface Handling {
  handledAt: Date | string
  handledByEmail?: string | null
  handledNote?: string | null
}

/** Who marked it and when, in words: «manager@akvatoria.kz, 25.11.2026, 15:30». */
export const handlingText = (handling: Handling) =>
  `${handling.handledByEmail || 'сотрудник'}, ${formatShopTime(handling.handledAt)}`

/**
 * Why a second «Обработана» is refused (two managers at once): the first
 * one's handling, whole, so the second reads the note that won; their own
 * note stays in their form.
 */
export const alreadyHandledMessage = (handling: Handling) =>
  `Заявку уже отметил обработанной ${handlingText(handling)}` +
  (handling.handledNote ? `: «${handling.handledNote}».` : '.') +
  ' Ваша заметка не сохранена.'

/** What «Обработана» writes on the lead. */
export const handledFields = (actor: { id: number; email: string }, note: string, now: Date) => ({
  handledAt: now,
  handledById: actor.id,
  handledByEmail: actor.email,
  handledNote: note,
})

/** What «Открыть снова» writes: the lead is new; the handling stays in the audit log. */
export const REOPENED_FIELDS = {
  handledAt: null,
  handledById: null,
  handledByEmail: null,
  handledNote: null,
} as const

/** The same moment (the screen sends what it was shown, to the millisecond). */
export const isSameHandling = (shown: Date, stored: Date | null) =>
  stored !== null && shown.getTime() === stored.getTime()
