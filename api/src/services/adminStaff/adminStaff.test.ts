import { currentUserFixture } from 'testing/testUsers'

import { mockContext, mockHttpEvent } from '@redwoodjs/testing/api'

import { handler } from 'src/functions/graphql'
import { db } from 'src/lib/db'
import { BAD_TOKEN } from 'src/lib/domain/accountInput'
import { INVITATION_TTL_MS, STAFF_MESSAGES, STALE_EDIT } from 'src/lib/domain/adminPeople'
import { STAFF_INVITATION_ACCEPTED } from 'src/lib/domain/passwordSetNotice'
import { STAFF_ROLES } from 'src/lib/domain/staffRoles'
import {
  ConflictError,
  InvalidInputError,
  NotAuthenticatedError,
  PermissionDeniedError,
} from 'src/lib/errors'
import { userInfoById } from 'src/lib/userInfo'
import { resetPassword } from 'src/services/accounts/registration'

import {
  adminStaff,
  changeAdminStaffRole,
  inviteAdminStaff,
  listStaff,
  setAdminStaffActive,
} from './adminStaff'
import type { StandardScenario } from './adminStaff.scenarios'

const signIn = (user: { id: number; email: string; role: string }) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

const versionOf = async (id: number) =>
  (await db.user.findUniqueOrThrow({ where: { id } })).updatedAt.toISOString()

const tokenIn = (text: string) => decodeURIComponent(/[?&]token=([^\s&#]+)/.exec(text)![1])

const NEW_PASSWORD = 'Ochen-dlinnyi-parol-42'

// Setting the password hashes it at the real cost (scrypt, up to a second or two here).
jest.setTimeout(60_000)

describe('adminStaff', () => {
  scenario(
    'lists staff accounts with role, activity and last login',
    async (s: StandardScenario) => {
      signIn(s.user.admin)
      const staff = await listStaff({ page: 1, pageSize: 25, sort: 'email', direction: 'asc' })
      expect(staff.items.map((member) => [member.email, member.role])).toEqual([
        ['admin@example.kz', 'admin'],
        ['editor@example.kz', 'editor'],
        ['manager@example.kz', 'manager'],
      ])
      expect(staff.items[2]).toMatchObject({
        isActive: true,
        invitationPending: false,
        lastLoginAt: new Date('2026-11-24T08:00:00Z'),
      })
      expect(staff.items[1].lastLoginAt).toBeNull()
    }
  )

  scenario(
    'an invitation: account, single-use link by the outbox, password set once',
    async (s: StandardScenario) => {
      signIn(s.user.admin)
      const invited = await inviteAdminStaff(
        { input: { email: ' Dana@Example.kz ', role: 'editor', firstName: 'Дана', lastName: '' } },
        {} as never
      )
      expect(invited).toMatchObject({
        email: 'dana@example.kz',
        role: 'editor',
        isActive: true,
        invitationPending: true,
      })
      const letter = await db.outboxMessage.findFirstOrThrow({ where: { kind: 'mail' } })
      const payload = letter.payload as { to: string; subject: string; text: string }
      expect(payload.to).toBe('dana@example.kz')
      expect(payload.text).toContain('/new-password?token=')
      expect(payload.text).toContain('Редактор')
      const token = await db.userToken.findFirstOrThrow({ where: { userId: invited.id } })
      expect(token.kind).toBe('password_reset')
      expect(Math.abs(token.expiresAt.getTime() - Date.now() - INVITATION_TTL_MS)).toBeLessThan(
        60_000
      )
      expect(await db.auditEntry.findMany()).toEqual([
        expect.objectContaining({
          action: 'user.invite',
          entityId: String(invited.id),
          actorEmail: 'admin@example.kz',
          before: null,
          after: { email: 'dana@example.kz', role: 'editor', isActive: true },
        }),
      ])

      const link = tokenIn(payload.text)
      // Issue 30 §4: the invited member is told the back office is theirs now.
      expect(await resetPassword({ token: link, newPassword: NEW_PASSWORD })).toEqual({
        detail: STAFF_INVITATION_ACCEPTED,
        backOffice: true,
      })
      const account = await db.user.findUniqueOrThrow({ where: { id: invited.id } })
      expect(account.emailConfirmedAt).not.toBeNull()
      expect(account.hashedPassword.startsWith('scrypt$')).toBe(true)
      // Single use.
      await expect(resetPassword({ token: link, newPassword: NEW_PASSWORD })).rejects.toThrow(
        BAD_TOKEN
      )
    }
  )

  scenario('an expired invitation link does not set a password', async (s: StandardScenario) => {
    signIn(s.user.admin)
    const invited = await inviteAdminStaff(
      { input: { email: 'late@example.kz', role: 'manager' } },
      {} as never
    )
    const letter = await db.outboxMessage.findFirstOrThrow({ where: { kind: 'mail' } })
    await db.userToken.updateMany({
      where: { userId: invited.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    })
    await expect(
      resetPassword({
        token: tokenIn((letter.payload as { text: string }).text),
        newPassword: NEW_PASSWORD,
      })
    ).rejects.toThrow(BAD_TOKEN)
  })

  scenario('an existing e-mail is refused, never taken over', async (s: StandardScenario) => {
    signIn(s.user.admin)
    await expect(
      inviteAdminStaff({ input: { email: 'aigerim@example.kz', role: 'admin' } }, {} as never)
    ).rejects.toThrow(STAFF_MESSAGES.customerEmail)
    await expect(
      inviteAdminStaff({ input: { email: 'editor@example.kz', role: 'admin' } }, {} as never)
    ).rejects.toThrow(STAFF_MESSAGES.staffEmail)
    await expect(
      inviteAdminStaff({ input: { email: 'x@example.kz', role: 'customer' } }, {} as never)
    ).rejects.toThrow(InvalidInputError)
    expect(await db.user.findUniqueOrThrow({ where: { id: s.user.customer.id } })).toMatchObject({
      role: 'customer',
    })
    expect(await db.outboxMessage.count()).toBe(0)
    expect(await db.auditEntry.count()).toBe(0)
  })

  scenario('changes a role, audited; a stale edit is a 409', async (s: StandardScenario) => {
    signIn(s.user.admin)
    const shown = await versionOf(s.user.editor.id)
    const changed = await changeAdminStaffRole(
      { input: { id: s.user.editor.id, role: 'manager', updatedAt: shown } },
      {} as never
    )
    expect(changed.role).toBe('manager')
    expect(await db.auditEntry.findMany()).toEqual([
      expect.objectContaining({
        action: 'user.role',
        entity: 'user',
        before: { role: 'editor' },
        after: { role: 'manager' },
      }),
    ])
    await expect(
      changeAdminStaffRole(
        { input: { id: s.user.editor.id, role: 'admin', updatedAt: shown } },
        {} as never
      )
    ).rejects.toThrow(STALE_EDIT)
    // A customer is not made staff here.
    await expect(
      changeAdminStaffRole(
        {
          input: {
            id: s.user.customer.id,
            role: 'admin',
            updatedAt: await versionOf(s.user.customer.id),
          },
        },
        {} as never
      )
    ).rejects.toThrow(STAFF_MESSAGES.notStaff)
  })

  scenario(
    'disabling ends the sessions at once; enabling lets them in again',
    async (s: StandardScenario) => {
      signIn(s.user.admin)
      const disabled = await setAdminStaffActive(
        {
          input: {
            id: s.user.manager.id,
            isActive: false,
            updatedAt: await versionOf(s.user.manager.id),
          },
        },
        {} as never
      )
      expect(disabled.isActive).toBe(false)
      const sessions = await db.session.findMany({ where: { userId: s.user.manager.id } })
      expect(sessions).toHaveLength(2)
      expect(sessions.every((session) => session.revokedAt !== null)).toBe(true)
      expect(await userInfoById(s.user.manager.id)).toBeNull()
      await setAdminStaffActive(
        {
          input: {
            id: s.user.manager.id,
            isActive: true,
            updatedAt: await versionOf(s.user.manager.id),
          },
        },
        {} as never
      )
      expect(await userInfoById(s.user.manager.id)).not.toBeNull()
      expect(
        (await db.auditEntry.findMany({ orderBy: { id: 'asc' } })).map((e) => e.action)
      ).toEqual(['user.disable', 'user.enable'])
    }
  )

  scenario('an admin cannot disable or demote themself', async (s: StandardScenario) => {
    signIn(s.user.admin)
    const updatedAt = await versionOf(s.user.admin.id)
    await expect(
      setAdminStaffActive(
        { input: { id: s.user.admin.id, isActive: false, updatedAt } },
        {} as never
      )
    ).rejects.toThrow(STAFF_MESSAGES.self)
    await expect(
      changeAdminStaffRole(
        { input: { id: s.user.admin.id, role: 'manager', updatedAt } },
        {} as never
      )
    ).rejects.toThrow(ConflictError)
    expect(await db.user.findUniqueOrThrow({ where: { id: s.user.admin.id } })).toMatchObject({
      role: 'admin',
      isActive: true,
    })
    expect(await db.auditEntry.count()).toBe(0)
  })

  scenario(
    'role matrix: only admins; guest 401, customer, manager and editor 403',
    async (s: StandardScenario) => {
      const operations = [
        () => adminStaff({}, {} as never),
        () =>
          inviteAdminStaff({ input: { email: 'new@example.kz', role: 'manager' } }, {} as never),
        async () =>
          changeAdminStaffRole(
            {
              input: {
                id: s.user.editor.id,
                role: 'editor',
                updatedAt: await versionOf(s.user.editor.id),
              },
            },
            {} as never
          ),
        async () =>
          setAdminStaffActive(
            {
              input: {
                id: s.user.editor.id,
                isActive: true,
                updatedAt: await versionOf(s.user.editor.id),
              },
            },
            {} as never
          ),
      ]
      for (const operation of operations) {
        mockCurrentUser(null)
        await expect(operation()).rejects.toThrow(NotAuthenticatedError)
        signIn(s.user.customer)
        await expect(operation()).rejects.toThrow(PermissionDeniedError)
        for (const role of STAFF_ROLES.filter((role) => role !== 'admin')) {
          signIn(s.user[role])
          await expect(operation()).rejects.toThrow(PermissionDeniedError)
        }
        signIn(s.user.admin)
        await expect(operation()).resolves.toBeTruthy()
      }
      expect(await db.user.count({ where: { email: 'new@example.kz' } })).toBe(1)
    }
  )

  scenario('GraphQL gives a guest no staff data, only UNAUTHENTICATED', async () => {
    const ask = async () => {
      const answer = await handler(
        mockHttpEvent({
          path: '/graphql',
          httpMethod: 'POST',
          headers: { host: 'shop.test', 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ adminStaff { total items { email } } }' }),
        }),
        mockContext()
      )
      return JSON.parse(answer.body)
    }
    mockCurrentUser(null)
    const guest = await ask()
    expect(guest.data).toBeNull()
    expect(guest.errors[0].extensions.code).toBe('UNAUTHENTICATED')
  })
})
