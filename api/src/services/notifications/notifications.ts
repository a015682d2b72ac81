import type { Notification as NotificationRow, Prisma } from '@prisma/client'
import type { QueryResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import { parseNotificationDraft, type NotificationDraft } from 'src/lib/domain/notificationDraft'
import { type Page, type PageRules, type RawPageRequest } from 'src/lib/domain/pagination'
import { InvalidInputError, NotFoundError } from 'src/lib/errors'
import { findPage } from 'src/lib/paging'
import { requireViewerId } from 'src/lib/viewer'

/**
 * A user's notifications (issue "Accounts and security"): the account tab
 * «Уведомления» with its unread counter and the header dot (SPEC §2, §4),
 * GET /api/v1/notification/ (SPEC §7). Every rule about whose notifications a
 * caller sees lives here, so REST and GraphQL cannot differ.
 */

export const NOTIFICATION_PAGE_RULES: PageRules = { defaultPageSize: 20, maxPageSize: 100 }

export interface NotifyUserInput extends NotificationDraft {
  userId: number
}

/**
 * Tells a user something (order placed, status changed, …). For other
 * services, not for callers: it checks the text, not who is asking. Pass the
 * transaction client of the change being announced (`db.$transaction(async
 * (tx) => { …; await notifyUser({...}, tx) })`) so that the notification is
 * written if and only if the change is. Throws InvalidInputError for an empty
 * or too long title (1–200 characters), a link that is not a site path
 * starting with '/', or a kind that is not a short lower-case word.
 */
export async function notifyUser(
  input: NotifyUserInput,
  tx: Prisma.TransactionClient = db
): Promise<NotificationRow> {
  const { userId, ...draft } = input
  if (!Number.isInteger(userId) || userId < 1) {
    throw new InvalidInputError({ userId: ['Неверный пользователь.'] })
  }
  const clean = parseNotificationDraft(draft)
  return tx.notification.create({ data: { userId, ...clean } })
}

export interface MyNotificationsInput extends RawPageRequest {
  /** true: only read ones, false: only unread ones, absent: all. */
  isRead?: boolean | null
}

/** The caller's own notifications, newest first, 20 a page (at most 100). */
export async function listMyNotifications(
  input: MyNotificationsInput = {}
): Promise<Page<NotificationRow>> {
  const userId = requireViewerId()
  const where: Prisma.NotificationWhereInput = {
    userId,
    ...(typeof input.isRead === 'boolean' ? { isRead: input.isRead } : {}),
  }
  return findPage(input, NOTIFICATION_PAGE_RULES, (window) => [
    db.notification.count({ where }),
    db.notification.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...window,
    }),
  ])
}

/** How many of the caller's notifications are unread (header dot, tab counter). */
export async function unreadNotificationCount(): Promise<number> {
  const userId = requireViewerId()
  return db.notification.count({ where: { userId, isRead: false } })
}

/**
 * Marks one of the caller's notifications read and gives it back. Someone
 * else's id answers NOT_FOUND exactly like a missing one. Idempotent: a
 * second call changes nothing and keeps the first `readAt`.
 *
 * Takes `{ id }` because the GraphQL mutation of the same name resolves to it.
 */
export async function markNotificationRead({ id }: { id: number }): Promise<NotificationRow> {
  const userId = requireViewerId()
  // Only an unread row of the caller's own changes; concurrent calls stay idempotent.
  await db.notification.updateMany({
    where: { id, userId, isRead: false },
    data: { isRead: true, readAt: new Date() },
  })
  const notification = await db.notification.findFirst({ where: { id, userId } })
  if (!notification) throw new NotFoundError()
  return notification
}

/** Marks all of the caller's unread notifications read; answers how many changed. */
export async function markAllNotificationsRead(): Promise<number> {
  const userId = requireViewerId()
  const { count } = await db.notification.updateMany({
    where: { userId, isRead: false },
    data: { isRead: true, readAt: new Date() },
  })
  return count
}

export const myNotifications: QueryResolvers['myNotifications'] = (args) =>
  listMyNotifications(args)
