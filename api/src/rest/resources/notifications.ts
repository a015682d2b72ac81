import { z } from 'zod'

import {
  listMyNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_PAGE_RULES,
  unreadNotificationCount,
} from 'src/services/notifications/notifications'

import { emptyBody } from '../body'
import { paginated as paginatedSchema } from '../contract'
import { paginated } from '../pagination'
import { paginationParams, pathId, qBoolean } from '../params'
import { defineRoute } from '../router'
import { NotificationSchema, serializeNotification } from '../serializers/notification'

const TAG = 'Уведомления'

const NOTE = 'Только свои уведомления; без входа — 401.'

/**
 * The caller's notifications (SPEC §7 /notification/, issue "Accounts and
 * security"). Who may see what is decided by the service. Literal paths
 * (`unread-count`, `read-all`) come before `/:id/…`.
 */
export const notificationRoutes = [
  defineRoute({
    method: 'GET',
    path: '/notification/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Мои уведомления',
    description: `${NOTE} Сначала новые. По умолчанию ${NOTIFICATION_PAGE_RULES.defaultPageSize} на странице, page_size до ${NOTIFICATION_PAGE_RULES.maxPageSize}.`,
    query: {
      is_read: qBoolean('true — только прочитанные, false — только непрочитанные'),
      ...paginationParams(
        NOTIFICATION_PAGE_RULES.defaultPageSize,
        NOTIFICATION_PAGE_RULES.maxPageSize
      ),
    },
    response: paginatedSchema(NotificationSchema),
    errors: [400, 401, 404],
    handler: async (request, query) =>
      paginated(
        request,
        await listMyNotifications({
          isRead: query.is_read,
          page: query.page,
          pageSize: query.page_size,
        }),
        serializeNotification
      ),
  }),
  defineRoute({
    method: 'GET',
    path: '/notification/unread-count/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Число непрочитанных уведомлений',
    description: `${NOTE} Для точки в шапке и счётчика вкладки «Уведомления».`,
    response: z.strictObject({ count: z.number().int().nonnegative() }),
    errors: [401],
    handler: async () => ({ count: await unreadNotificationCount() }),
  }),
  defineRoute({
    method: 'POST',
    path: '/notification/read-all/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Отметить все уведомления прочитанными',
    description: `${NOTE} updated — сколько уведомлений изменилось.`,
    body: emptyBody,
    response: z.strictObject({ updated: z.number().int().nonnegative() }),
    errors: [400, 401],
    handler: async () => ({ updated: await markAllNotificationsRead() }),
  }),
  defineRoute({
    method: 'POST',
    path: '/notification/:id/read/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Отметить уведомление прочитанным',
    description: `${NOTE} Чужое или несуществующее — 404. Повторный вызов ничего не меняет.`,
    params: { id: pathId },
    body: emptyBody,
    response: NotificationSchema,
    errors: [400, 401, 404],
    handler: async (request) =>
      serializeNotification(await markNotificationRead({ id: Number(request.params.id) })),
  }),
]
