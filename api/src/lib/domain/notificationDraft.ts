import { InvalidInputError, type FieldErrors } from '../errors'

/**
 * What a notification to a user may say (issue "Accounts and security").
 * Pure: the notifications service checks every draft with it before writing,
 * so a caller's mistake is one InvalidInputError naming each bad field, never
 * a half-written row.
 */
export const NOTIFICATION_TITLE_MAX_LENGTH = 200

/** A short machine word the client can choose an icon by: `info`, `order_placed`, … */
const KIND = /^[a-z][a-z0-9_]{0,49}$/

export interface NotificationDraft {
  kind: string
  title: string
  body?: string | null
  link?: string | null
}

export interface CleanNotification {
  kind: string
  title: string
  body: string
  link: string | null
}

/**
 * A path on this site, as a link in the account page may point to: one
 * leading '/', and nothing a browser would read as another host. `//host` and
 * `/\host` are protocol-relative; browsers drop tabs and line breaks from
 * URLs (`/\t/host` becomes `//host`) and read `\` as `/`, so control
 * characters and backslashes are refused anywhere. Plain spaces may stay
 * (`/precatalog/Насосное оборудование`).
 */
export function isSitePath(link: string): boolean {
  if (!link.startsWith('/') || link.startsWith('//')) return false
  for (const char of link) {
    const code = char.codePointAt(0)!
    if (code < 0x20 || code === 0x7f || char === '\\') return false
  }
  return true
}

/** Trims the texts and checks them; throws InvalidInputError listing every bad field. */
export function parseNotificationDraft(draft: NotificationDraft): CleanNotification {
  const fields: FieldErrors = {}
  const kind = (draft.kind ?? '').trim()
  const title = (draft.title ?? '').trim()
  const body = (draft.body ?? '').trim()
  const link = (draft.link ?? '').trim() || null

  if (!KIND.test(kind)) {
    fields.kind = ['Вид уведомления: латинские строчные буквы, цифры и _, до 50 символов.']
  }
  if (!title) fields.title = ['Это поле не может быть пустым.']
  else if ([...title].length > NOTIFICATION_TITLE_MAX_LENGTH) {
    fields.title = [
      `Убедитесь, что это значение содержит не более ${NOTIFICATION_TITLE_MAX_LENGTH} символов.`,
    ]
  }
  if (link !== null && !isSitePath(link)) {
    fields.link = ['Ссылка должна быть адресом на сайте, начинающимся с «/».']
  }

  if (Object.keys(fields).length) throw new InvalidInputError(fields)
  return { kind, title, body, link }
}
