import type { OrderFile } from '@prisma/client'
import { z } from 'zod'

import { orderFileDownloadPath } from 'src/lib/orderFiles/download'

/** An uploaded list of `article quantity` rows attached to an order (SPEC §3 Order.files). */
export const OrderFileSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string().describe('Имя файла, как его загрузили'),
    kind: z.enum(['xlsx', 'csv', 'text']),
    size: z.number().int().describe('Байт'),
    rows: z.number().int().describe('Строк с данными'),
    created_at: z.string().describe('Когда загружен, ISO 8601'),
    download_url: z
      .string()
      .describe('Путь скачивания: GET /api/v1/order/{id}/files/{fileId}/download/'),
  })
  .meta({ id: 'OrderFile', description: 'Файл заказа' })

export function serializeOrderFile(file: OrderFile): z.input<typeof OrderFileSchema> {
  return {
    id: file.id,
    name: file.fileName,
    kind: file.kind as 'xlsx' | 'csv' | 'text',
    size: file.size,
    rows: file.rowCount,
    created_at: file.createdAt.toISOString(),
    download_url: orderFileDownloadPath(file.orderId, file.id),
  }
}
