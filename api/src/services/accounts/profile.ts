import type { MutationResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import {
  profileChangesInput,
  PROFILE_MESSAGES,
  type ProfileChanges,
} from 'src/lib/domain/accountInput'
import {
  changePasswordInput,
  problemsWithEmail,
  type ChangePasswordInput,
} from 'src/lib/domain/passwordInput'
import { InvalidInputError, NotAuthenticatedError, type FieldErrors } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { hashPassword, verifyPassword } from 'src/lib/passwords'
import { enforce, RATE_RULES, reset } from 'src/lib/rateLimit'
import { revokeUserSessions } from 'src/lib/sessions'
import { userInfoById, type UserInfo } from 'src/lib/userInfo'

/**
 * The logged-in user's own profile and password (issue «Accounts and
 * security», SPEC §3 "User info"). REST (`/users/`, `/auth/change-password/`)
 * and GraphQL (`updateMyProfile`, `changeMyPassword`) call these with input
 * parsed by the same schemas (domain/accountInput, passwordInput), so the
 * rules cannot differ. Field names in errors are the schemas'; REST reports
 * them under its own names.
 */

/** The logged-in caller's id and session; guests get 401 on both edges. */
function viewer(): { id: number; sessionId?: string } {
  const user = context.currentUser
  if (!user || typeof user.id !== 'number') throw new NotAuthenticatedError()
  const sessionId = (user as { sessionId?: unknown }).sessionId
  return { id: user.id, sessionId: typeof sessionId === 'string' ? sessionId : undefined }
}

/**
 * Changes the caller's own names and phone; never the e-mail, role, groups,
 * state or password (400 «Это поле нельзя изменить.» when sent). Returns the
 * user info as the login check shows it.
 */
export async function updateProfile(changes: ProfileChanges): Promise<UserInfo> {
  const { id } = viewer()
  if (Object.keys(changes).length) {
    const { count } = await db.user.updateMany({ where: { id, isActive: true }, data: changes })
    if (count === 0) throw new NotAuthenticatedError()
  }
  const info = await userInfoById(id)
  if (!info) throw new NotAuthenticatedError()
  return info
}

/**
 * Changes the caller's password after checking the current one. Guesses of
 * the current password are limited per account (`passwordChangePerAccount`,
 * 429). The new hash is stored at today's cost, unused recovery links stop
 * working, and every other session of the user ends; this one stays.
 */
export async function changePassword({
  currentPassword,
  newPassword,
}: ChangePasswordInput): Promise<boolean> {
  const { id, sessionId } = viewer()
  const user = await db.user.findFirst({ where: { id, isActive: true } })
  if (!user) throw new NotAuthenticatedError()

  const subject = `user:${id}`
  await enforce(RATE_RULES.passwordChangePerAccount, subject)
  const verified = await verifyPassword(currentPassword, user)
  // The rest of the rule was the schema's; this part needs the account's e-mail.
  const problems = problemsWithEmail(newPassword, user.email)
  const errors: FieldErrors = {}
  if (!verified.ok) errors.currentPassword = [PROFILE_MESSAGES.wrongCurrentPassword]
  else await reset(RATE_RULES.passwordChangePerAccount, subject)
  if (problems.length) errors.newPassword = problems
  if (Object.keys(errors).length) throw new InvalidInputError(errors)

  const hashedPassword = await hashPassword(newPassword)
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

// ───────────── GraphQL ─────────────

export const updateMyProfile: MutationResolvers['updateMyProfile'] = async ({ input }) =>
  updateProfile(parseInput(profileChangesInput, input))

export const changeMyPassword: MutationResolvers['changeMyPassword'] = async (args) =>
  changePassword(parseInput(changePasswordInput, args))
