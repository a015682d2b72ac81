import type { PaymentType } from '@prisma/client'
import { z } from 'zod'

export const PaymentTypeSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    kind: z
      .enum(['on_receipt', 'invoice', 'online', 'installment'])
      .describe(
        'on_receipt — при получении, invoice — по счёту, online — онлайн картой, ' +
          'installment — в рассрочку (оформляется онлайн, как оплата картой)'
      ),
    description: z.string(),
    position: z.number().int(),
  })
  .meta({ id: 'PaymentType', description: 'Способ оплаты заказа' })

export function serializePaymentType(type: PaymentType): z.input<typeof PaymentTypeSchema> {
  return {
    id: type.id,
    name: type.name,
    kind: type.kind,
    description: type.description,
    position: type.position,
  }
}
