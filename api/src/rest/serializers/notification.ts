import type { Notification } from '@prisma/client'
import { z } from 'zod'

export const NotificationSchema = z
  .strictObject({
    id: z.number().int(),
    kind: z.string().describe('Вид: info, order_placed, order_status, …'),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable().describe('Путь на сайте, начинается с «/»'),
    is_read: z.boolean(),
    created_at: z.string().describe('Когда создано, ISO 8601'),
  })
  .meta({ id: 'Notification', description: 'Уведомление пользователя' })

export function serializeNotification(
  notification: Notification
): z.input<typeof NotificationSchema> {
  return {
    id: notification.id,
    kind: notification.kind,
    title: notification.title,
    body: notification.body,
    link: notification.link,
    is_read: notification.isRead,
    created_at: notification.createdAt.toISOString(),
  }
}
