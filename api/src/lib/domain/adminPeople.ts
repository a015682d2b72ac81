/**
 * The back office's outbox messages, customers, staff and audit log
 * screens (issue 18; leads are modules/leads): their form inputs (one schema per use case, shared
 * with the web forms as `@domain/adminPeople`), labels and rules. Pure. The
 * list arguments are in adminPeopleLists (api only: the list schema reads
 * the paging errors).
 */
import { CHOICE_MESSAGE, email, id, INVALID_MESSAGE, line, type InputOf } from './inputFields'
import { STAFF_ROLES, type StaffRole } from './staffRoles'
import { z } from './zod'

// ───────────── Leads and outbox messages ─────────────

export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const
export type DeliveryStateName = (typeof DELIVERY_STATES)[number]

/**
 * An outbox message's state as the screen says it (a badge). A lead's way
 * to the CRM has its own words: modules/leads/rules/crmDelivery.
 */
export const DELIVERY_STATE_TITLES: Record<DeliveryStateName, string> = {
  pending: 'в очереди',
  delivered: 'доставлено',
  failed: 'ошибка',
}

export const OUTBOX_KIND_TITLES: Record<string, string> = {
  crm_lead: 'Заявка в CRM',
  mail: 'Письмо',
}

/** «Повторить» on a failed outbox message. */
export const retryOutboxMessageInput = z.object({ id: id() })
export type RetryOutboxMessageInput = InputOf<typeof retryOutboxMessageInput>

export const ONLY_FAILED_RETRIED =
  'Повторить можно только сообщение с ошибкой: это сообщение уже в очереди или доставлено.'

/** Only a message the worker gave up on goes back to the queue by hand. */
export const canRetry = (state: DeliveryStateName) => state === 'failed'

/**
 * What a retried message becomes: queued again now, its attempts kept (the
 * history of what went wrong stays readable), its claim dropped.
 */
export const retriedMessage = (now: Date) => ({
  state: 'pending' as const,
  nextAttemptAt: now,
  lockedUntil: null,
})

// ───────────── Customers ─────────────

/** The customer groups (SPEC §3: the first group's name; `b2c` marks retail). */
export const CUSTOMER_GROUP_NAMES = ['b2c', 'wholesale'] as const
export type CustomerGroupName = (typeof CUSTOMER_GROUP_NAMES)[number]

export const CUSTOMER_GROUP_TITLES: Record<CustomerGroupName, string> = {
  b2c: 'Розничные покупатели',
  wholesale: 'Оптовые покупатели',
}

/** Roles a customer account has: `vip` is the customer's flag (SPEC §3 «value vip is checked»). */
export const CUSTOMER_ROLES = ['customer', 'vip'] as const
export type CustomerRole = (typeof CUSTOMER_ROLES)[number]
export const isCustomerRole = (role: unknown): role is CustomerRole =>
  (CUSTOMER_ROLES as readonly unknown[]).includes(role)

export const adminCustomerInput = z.object({ id: id() })

/** An edit's base version: the `updatedAt` the screen showed (ISO text). */
const version = () =>
  z
    .string({ error: INVALID_MESSAGE })
    .max(40, INVALID_MESSAGE)
    .refine((value) => !Number.isNaN(Date.parse(value)), INVALID_MESSAGE)
    .transform((value) => new Date(value))

const flag = () => z.boolean({ error: 'Ожидается true или false.' })

/** Change a customer's group: retail or wholesale, and the vip flag. */
export const changeCustomerGroupInput = z.object({
  id: id(),
  group: z.enum(CUSTOMER_GROUP_NAMES, { error: CHOICE_MESSAGE }),
  vip: flag(),
  updatedAt: version(),
})
export type ChangeCustomerGroupInput = InputOf<typeof changeCustomerGroupInput>

export const STALE_EDIT =
  'Запись уже изменил другой сотрудник. Показаны свежие данные — проверьте и сохраните ещё раз.'

/** The same instant (the screen sends what it was shown, to the millisecond). */
export const isSameVersion = (shown: Date, stored: Date) => shown.getTime() === stored.getTime()

// ───────────── Staff ─────────────

const staffRole = () => z.enum(STAFF_ROLES, { error: CHOICE_MESSAGE })

export const STAFF_ROLE_TITLES: Record<StaffRole, string> = {
  manager: 'Менеджер',
  editor: 'Редактор',
  admin: 'Администратор',
}

export const inviteStaffInput = z.object({
  email: email(),
  role: staffRole(),
  lastName: line({ max: 150 }),
  firstName: line({ max: 150 }),
})
export type InviteStaffInput = InputOf<typeof inviteStaffInput>

export const changeStaffRoleInput = z.object({
  id: id(),
  role: staffRole(),
  updatedAt: version(),
})
export type ChangeStaffRoleInput = InputOf<typeof changeStaffRoleInput>

export const setStaffActiveInput = z.object({
  id: id(),
  isActive: flag(),
  updatedAt: version(),
})
export type SetStaffActiveInput = InputOf<typeof setStaffActiveInput>

export const STAFF_MESSAGES = {
  customerEmail:
    'Этот e-mail принадлежит покупателю. Сотрудника нельзя пригласить на адрес чужой учётной записи — укажите другой e-mail.',
  staffEmail: 'Сотрудник с этим e-mail уже есть в списке.',
  notStaff: 'Это не учётная запись сотрудника.',
  self: 'Свою учётную запись нельзя отключить или лишить роли администратора.',
  lastAdmin: 'Нельзя оставить магазин без администратора: сначала назначьте другого.',
} as const

export interface StaffChange {
  actorId: number
  target: { id: number; role: string; isActive: boolean }
  /** The role and activity after the change. */
  next: { role: string; isActive: boolean }
  /** Active admins now, the target included if it is one. */
  activeAdmins: number
}

/**
 * Why a role or activity change of a staff account is refused, or null. An
 * admin cannot disable or demote themself, and the shop keeps at least one
 * active admin.
 */
export function staffChangeProblem({
  actorId,
  target,
  next,
  activeAdmins,
}: StaffChange): string | null {
  const wasActiveAdmin = target.role === 'admin' && target.isActive
  const staysActiveAdmin = next.role === 'admin' && next.isActive
  if (!wasActiveAdmin || staysActiveAdmin) return null
  if (target.id === actorId) return STAFF_MESSAGES.self
  if (activeAdmins <= 1) return STAFF_MESSAGES.lastAdmin
  return null
}

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000

// ───────────── Audit log ─────────────

export interface FieldChange {
  field: string
  before: unknown
  after: unknown
}

/** An entry's before/after objects as one row per changed field. */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null
): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  return [...fields].sort().map((field) => ({
    field,
    before: before?.[field] ?? null,
    after: after?.[field] ?? null,
  }))
}

/** A YYYY-MM-DD day of the form as an instant inside the shop's day (its noon-ish, UTC 06:00). */
export const instantInDay = (day: string) => new Date(`${day}T06:00:00Z`)
