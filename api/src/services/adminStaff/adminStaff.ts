import crypto from 'node:crypto'

import type { Prisma, UserRole } from '@prisma/client'
import type { MutationResolvers, QueryResolvers } from 'types/graphql'

import { recordAudit } from 'src/lib/audit'
import { db } from 'src/lib/db'
import { pageWindowOf } from 'src/lib/domain/adminList'
import type { AdminListInput } from 'src/lib/domain/adminList'
import {
  changeStaffRoleInput,
  INVITATION_TTL_MS,
  inviteStaffInput,
  isSameVersion,
  setStaffActiveInput,
  STAFF_MESSAGES,
  STAFF_ROLE_TITLES,
  staffChangeProblem,
  STALE_EDIT,
  type ChangeStaffRoleInput,
  type InviteStaffInput,
  type SetStaffActiveInput,
} from 'src/lib/domain/adminPeople'
import { adminStaffListInput } from 'src/lib/domain/adminPeopleLists'
import { staffInvitationLetter } from 'src/lib/domain/letters'
import { isStaff, STAFF_ROLES, type StaffRole } from 'src/lib/domain/staffRoles'
import { ConflictError, InvalidInputError, NotFoundError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { enqueueLetter } from 'src/lib/outbox'
import { hashToken } from 'src/lib/sessions'
import { requireAdmin } from 'src/lib/staffAccess'
import { issueToken } from 'src/services/accounts/registration'

/**
 * Staff accounts (issue 18, admins only): the list, invitations by e-mail,
 * role changes and disabling. Every change is audited; a disabled account's
 * sessions end at once (and getCurrentUser reads only active accounts).
 */

const staffOnly: Prisma.UserWhereInput = { role: { in: [...STAFF_ROLES] } }

/**
 * The password of an invited account until they set one: no hash format
 * verifyPassword knows, so no password matches it.
 */
const unusablePassword = () => `invited$${crypto.randomBytes(24).toString('base64url')}`

type StaffRow = Prisma.UserGetPayload<{ select: typeof staffSelect }>
const staffSelect = {
  id: true,
  email: true,
  lastName: true,
  firstName: true,
  middleName: true,
  role: true,
  isActive: true,
  emailConfirmedAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.UserSelect

const staffMember = (user: StaffRow, lastLoginAt: Date | null) => ({
  id: user.id,
  email: user.email,
  lastName: user.lastName,
  firstName: user.firstName,
  middleName: user.middleName,
  role: user.role,
  isActive: user.isActive,
  // An invited member has not set a password yet (the link confirms the address).
  invitationPending: user.emailConfirmedAt === null,
  createdAt: user.createdAt,
  updatedAt: user.updatedAt,
  lastLoginAt,
})

async function lastLogins(userIds: number[]) {
  const rows = await db.session.groupBy({
    by: ['userId'],
    where: { userId: { in: userIds } },
    _max: { createdAt: true },
  })
  return new Map(rows.map((row) => [row.userId, row._max.createdAt]))
}

export async function listStaff(input: AdminListInput<'email' | 'createdAt'>) {
  requireAdmin()
  const [total, users] = await Promise.all([
    db.user.count({ where: staffOnly }),
    db.user.findMany({
      where: staffOnly,
      select: staffSelect,
      orderBy: [{ [input.sort]: input.direction }, { id: input.direction }],
      ...pageWindowOf(input),
    }),
  ])
  const logins = await lastLogins(users.map((user) => user.id))
  return {
    total,
    page: input.page,
    pageSize: input.pageSize,
    items: users.map((user) => staffMember(user, logins.get(user.id) ?? null)),
  }
}

async function staffMemberById(id: number) {
  const user = await db.user.findUniqueOrThrow({ where: { id }, select: staffSelect })
  return staffMember(user, (await lastLogins([id])).get(id) ?? null)
}

/**
 * Invites a staff member: an account with an unusable password, a
 * single-use link (a `password_reset` token, so the recovery page sets the
 * first password) and the letter through the outbox, in one transaction.
 * An e-mail that has an account is refused: a customer's account is never
 * turned into a staff one by an invitation.
 */
export async function inviteStaff(input: InviteStaffInput) {
  requireAdmin()
  const existing = await db.user.findUnique({ where: { email: input.email } })
  if (existing) {
    throw new InvalidInputError({
      email: [isStaff(existing.role) ? STAFF_MESSAGES.staffEmail : STAFF_MESSAGES.customerEmail],
    })
  }
  const userId = await db
    .$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          email: input.email,
          hashedPassword: unusablePassword(),
          salt: '',
          role: input.role,
          lastName: input.lastName,
          firstName: input.firstName,
        },
      })
      const token = await issueToken(tx, user.id, 'password_reset', INVITATION_TTL_MS)
      await enqueueLetter(
        tx,
        staffInvitationLetter(input.email, token, STAFF_ROLE_TITLES[input.role]),
        `invite:${user.id}:${hashToken(token)}`
      )
      await recordAudit(tx, {
        action: 'user.invite',
        entity: 'user',
        entityId: user.id,
        before: null,
        after: { email: user.email, role: user.role, isActive: true },
      })
      return user.id
    })
    .catch((error: unknown) => {
      // Two invitations of one address at once: the second is «already staff».
      if ((error as { code?: unknown })?.code === 'P2002') {
        throw new InvalidInputError({ email: [STAFF_MESSAGES.staffEmail] })
      }
      throw error
    })
  return staffMemberById(userId)
}

/**
 * Role or activity change of a staff account from the version the screen
 * showed, refused when it would leave the shop without an active admin or
 * an admin without their own rights.
 */
async function changeStaff(
  { id, updatedAt }: { id: number; updatedAt: Date },
  next: (user: StaffRow) => { role: StaffRole; isActive: boolean },
  action: string
) {
  const actorId = requireAdmin()
  await db.$transaction(async (tx) => {
    // Serialises admin changes: two admins demoting each other at once cannot both win.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(180018)`
    const user = await tx.user.findFirst({ where: { id, ...staffOnly }, select: staffSelect })
    if (!user) throw new NotFoundError(STAFF_MESSAGES.notStaff)
    if (!isSameVersion(updatedAt, user.updatedAt)) throw new ConflictError(STALE_EDIT)
    const after = next(user)
    const activeAdmins = await tx.user.count({ where: { role: 'admin', isActive: true } })
    const problem = staffChangeProblem({ actorId, target: user, next: after, activeAdmins })
    if (problem) throw new ConflictError(problem)
    await tx.user.update({
      where: { id },
      data: { role: after.role as UserRole, isActive: after.isActive },
    })
    if (!after.isActive && user.isActive) {
      await tx.session.updateMany({
        where: { userId: id, revokedAt: null },
        data: { revokedAt: new Date() },
      })
    }
    await recordAudit(tx, {
      action,
      entity: 'user',
      entityId: id,
      before: { role: user.role, isActive: user.isActive },
      after,
    })
  })
  return staffMemberById(id)
}

export const changeStaffRole = (input: ChangeStaffRoleInput) =>
  changeStaff(input, (user) => ({ role: input.role, isActive: user.isActive }), 'user.role')

export const setStaffActive = (input: SetStaffActiveInput) =>
  changeStaff(
    input,
    (user) => ({ role: user.role as StaffRole, isActive: input.isActive }),
    input.isActive ? 'user.enable' : 'user.disable'
  )

// ───────────── GraphQL ─────────────

export const adminStaff: QueryResolvers['adminStaff'] = async (args) =>
  listStaff(parseInput(adminStaffListInput, args))

export const inviteAdminStaff: MutationResolvers['inviteAdminStaff'] = async ({ input }) =>
  inviteStaff(parseInput(inviteStaffInput, input))

export const changeAdminStaffRole: MutationResolvers['changeAdminStaffRole'] = async ({ input }) =>
  changeStaffRole(parseInput(changeStaffRoleInput, input))

export const setAdminStaffActive: MutationResolvers['setAdminStaffActive'] = async ({ input }) =>
  setStaffActive(parseInput(setStaffActiveInput, input))
