import type { OrderFile } from '@prisma/client'
import { z } from 'zod'

import { orderFileDownloadPath } from 'src/lib/orderFiles/download'
import { orderFileSafeCopyPath } from 'src/lib/orderFiles/safeCopy'

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
      .describe(
        'Исходный файл покупателя (может содержать формулы и макросы): ' +
          'GET /api/v1/order/{id}/files/{fileId}/download/'
      ),
    safe_copy_url: z
      .string()
      .describe(
        'Безопасная копия: строки файла в новом .xlsx, формулы обезврежены — ' +
          'GET /api/v1/order/{id}/files/{fileId}/safe-copy/'
      ),
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
    safe_copy_url: orderFileSafeCopyPath(file.orderId, file.id),
  }
}
