import { db } from 'src/lib/db'
import { REQUIRED_MESSAGE } from 'src/lib/domain/contactFields'
import { normalizeKzPhone, PHONE_INCOMPLETE_MESSAGE } from 'src/lib/domain/phone'
import { InvalidInputError, NotAuthenticatedError, type FieldErrors } from 'src/lib/errors'
import { hashPassword, passwordProblems, verifyPassword } from 'src/lib/passwords'
import { enforce, RATE_RULES, reset } from 'src/lib/rateLimit'
import { revokeUserSessions } from 'src/lib/sessions'
import { userInfoById, type UserInfo } from 'src/lib/userInfo'

/**
 * The logged-in user's own profile and password (issue «Accounts and
 * security», SPEC §3 "User info"). REST (`/users/`, `/auth/change-password/`)
 * and GraphQL (`updateMyProfile`, `changeMyPassword`) call these, so the rules
 * cannot differ. Field names in errors are the REST contract's (snake_case);
 * GraphQL shows the messages.
 */

export const NAME_MAX_LENGTH = 100

export const PROFILE_MESSAGES = {
  required: REQUIRED_MESSAGE,
  notString: 'Введите строку.',
  tooLong: `Убедитесь, что это поле содержит не более ${NAME_MAX_LENGTH} символов.`,
  readOnly: 'Это поле нельзя изменить.',
  notObject: 'Неверные данные. Ожидался словарь.',
  wrongCurrentPassword: 'Неверный текущий пароль.',
  passwordChanged: 'Пароль изменён.',
} as const

/** What the owner may change; any other field stays as it is. */
export interface UpdateProfileInput {
  lastName?: string | null
  firstName?: string | null
  middleName?: string | null
  /** Any accepted form (see lib/domain/phone); '' or null clears it. */
  phone?: string | null
}

const NAME_FIELDS = {
  lastName: 'last_name',
  firstName: 'first_name',
  middleName: 'middle_name',
} as const

/**
 * Fields a caller may send but never change here, in either spelling: the
 * e-mail (needs a confirmed new address), role and groups (managers), the
 * account's state and the password (its own call, with the current one).
 */
const READ_ONLY = new Set([
  'email',
  'role',
  'roles',
  'groups',
  'isActive',
  'is_active',
  'password',
  'hashedPassword',
  'hashed_password',
  'salt',
])

/** The logged-in caller's id and session; guests get 401 on both edges. */
function viewer(): { id: number; sessionId?: string } {
  const user = context.currentUser
  if (!user || typeof user.id !== 'number') throw new NotAuthenticatedError()
  const sessionId = (user as { sessionId?: unknown }).sessionId
  return { id: user.id, sessionId: typeof sessionId === 'string' ? sessionId : undefined }
}

/** Reads the owner's changes: trimmed names (≤ 100 characters), the phone in E.164. */
export function parseProfileChanges(input: unknown) {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw new InvalidInputError({ non_field_errors: [PROFILE_MESSAGES.notObject] })
  }
  const raw = input as Record<string, unknown>
  const errors: FieldErrors = {}
  const data: {
    lastName?: string
    firstName?: string
    middleName?: string
    phone?: string | null
  } = {}

  for (const key of Object.keys(raw)) {
    if (READ_ONLY.has(key)) errors[key] = [PROFILE_MESSAGES.readOnly]
  }

  for (const [field, wire] of Object.entries(NAME_FIELDS) as [keyof typeof NAME_FIELDS, string][]) {
    const value = raw[field]
    if (value === undefined) continue
    if (value === null) data[field] = ''
    else if (typeof value !== 'string') errors[wire] = [PROFILE_MESSAGES.notString]
    else {
      const trimmed = value.trim()
      if ([...trimmed].length > NAME_MAX_LENGTH) errors[wire] = [PROFILE_MESSAGES.tooLong]
      else data[field] = trimmed
    }
  }

  const phone = raw.phone
  if (phone === null || (typeof phone === 'string' && phone.trim() === '')) data.phone = null
  else if (phone !== undefined) {
    const normalized = normalizeKzPhone(phone)
    if (normalized) data.phone = normalized
    else errors.phone = [PHONE_INCOMPLETE_MESSAGE]
  }

  if (Object.keys(errors).length) throw new InvalidInputError(errors)
  return data
}

/**
 * Changes the caller's own names and phone; never the e-mail, role, groups,
 * state or password (400 «Это поле нельзя изменить.» when sent). Returns the
 * user info as the login check shows it.
 */
export async function updateMyProfile({ input }: { input: UpdateProfileInput }): Promise<UserInfo> {
  const { id } = viewer()
  const data = parseProfileChanges(input)
  if (Object.keys(data).length) {
    const { count } = await db.user.updateMany({ where: { id, isActive: true }, data })
    if (count === 0) throw new NotAuthenticatedError()
  }
  const info = await userInfoById(id)
  if (!info) throw new NotAuthenticatedError()
  return info
}

export interface ChangePasswordInput {
  currentPassword?: unknown
  newPassword?: unknown
}

/**
 * Changes the caller's password after checking the current one. Guesses of
 * the current password are limited per account (`passwordChangePerAccount`,
 * 429). The new hash is stored at today's cost, unused recovery links stop
 * working, and every other session of the user ends; this one stays.
 */
export async function changeMyPassword(input: ChangePasswordInput): Promise<boolean> {
  const { id, sessionId } = viewer()
  const current = typeof input?.currentPassword === 'string' ? input.currentPassword : ''
  const next = typeof input?.newPassword === 'string' ? input.newPassword : ''
  const errors: FieldErrors = {}
  if (!current) errors.current_password = [PROFILE_MESSAGES.required]
  if (!next) errors.new_password = [PROFILE_MESSAGES.required]
  if (Object.keys(errors).length) throw new InvalidInputError(errors)

  const user = await db.user.findFirst({ where: { id, isActive: true } })
  if (!user) throw new NotAuthenticatedError()

  const subject = `user:${id}`
  await enforce(RATE_RULES.passwordChangePerAccount, subject)
  const verified = await verifyPassword(current, user)
  const problems = passwordProblems(next, { email: user.email })
  if (!verified.ok) errors.current_password = [PROFILE_MESSAGES.wrongCurrentPassword]
  else await reset(RATE_RULES.passwordChangePerAccount, subject)
  if (problems.length) errors.new_password = problems
  if (Object.keys(errors).length) throw new InvalidInputError(errors)

  const hashedPassword = await hashPassword(next)
  const now = new Date()
  await db.$transaction([
    db.user.update({
      where: { id },
      data: { hashedPassword, salt: '', resetToken: null, resetTokenExpiresAt: null },
    }),
    db.userToken.updateMany({
      where: { userId: id, kind: 'password_reset', usedAt: null },
      data: { usedAt: now },
    }),
  ])
  await revokeUserSessions(id, sessionId)
  return true
}
