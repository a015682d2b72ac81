import { z } from '../../../lib/domain/zod'

/**
 * The customer's pay request (issue 20 part 3): the order is its path id (or
 * the guest's key); the body only says how to pay (issue 34 §2). A
 * provider's callbacks are its own adapter's to read (providers/<provider>/).
 */

export const PAYMENT_METHOD_MESSAGE = 'Способ оплаты: card (картой) или installment (в рассрочку).'

/**
 * POST /order/{id}/pay/ and GraphQL startOrderPayment: `method` card (the
 * default, as before) or installment; other fields are ignored, as DRF did.
 */
export const payOrderInput = z.object({
  method: z
    .enum(['card', 'installment'], { error: PAYMENT_METHOD_MESSAGE })
    .default('card')
    .describe('Как платить: card — картой (по умолчанию), installment — в рассрочку'),
})
