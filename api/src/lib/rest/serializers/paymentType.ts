import type { PaymentType } from '@prisma/client'
import { z } from 'zod'

export const PaymentTypeSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    position: z.number().int(),
  })
  .meta({ id: 'PaymentType', description: 'Способ оплаты заказа' })

export function serializePaymentType(type: PaymentType): z.input<typeof PaymentTypeSchema> {
  return {
    id: type.id,
    name: type.name,
    description: type.description,
    position: type.position,
  }
}
