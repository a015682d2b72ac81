import { z } from 'src/lib/domain/zod'

/**
 * Freedom Pay's result and check callbacks: form fields, signed (see
 * signature.ts). Only the fields the shop acts on are read here; the
 * signature covers every field sent, read or not.
 */

const digits = (max: number) => z.string().regex(new RegExp(`^\\d{1,${max}}$`))

const callbackCommon = {
  pg_order_id: digits(10),
  pg_payment_id: digits(20),
  pg_amount: z.string().max(20),
  pg_currency: z.string().max(3),
  pg_salt: z.string().min(1).max(200),
  pg_sig: z.string().regex(/^[0-9a-fA-F]{32}$/),
}

/** The check callback: may this payment go ahead? (before the customer is charged). */
export const paymentCheckInput = z.looseObject(callbackCommon)

/** The result callback: 1 paid, 0 not; pg_can_reject 1 lets the shop refuse a payment. */
export const paymentResultInput = z.looseObject({
  ...callbackCommon,
  pg_result: z.enum(['0', '1']),
  pg_can_reject: z.enum(['0', '1']).optional(),
})
