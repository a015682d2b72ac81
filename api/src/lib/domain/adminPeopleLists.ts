/**
 * The list arguments of the failed messages, customers, staff and audit
 * screens (issue 18), on the back office's one list schema (adminList). Pure.
 * The leads list is modules/leads/rules/leadList.
 */
import { adminListSchema, adminSearch, DAY_RANGE_MESSAGE } from './adminList'
import { INVALID_MESSAGE, line, type InputOf } from './inputFields'
import { z } from './zod'

/** The failed messages list. */
export const adminFailedMessageListInput = adminListSchema(['createdAt'], {
  sort: 'createdAt',
  direction: 'desc',
})
export type AdminFailedMessageListInput = InputOf<typeof adminFailedMessageListInput>

export const adminCustomerListInput = adminListSchema(['createdAt', 'email'], {
  sort: 'createdAt',
  direction: 'desc',
}).extend({ search: adminSearch() })
export type AdminCustomerListInput = InputOf<typeof adminCustomerListInput>

export const adminStaffListInput = adminListSchema(['email', 'createdAt'], {
  sort: 'email',
  direction: 'asc',
})

const optionalDay = () =>
  z
    .union([z.literal(''), z.null(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_MESSAGE)], {
      error: INVALID_MESSAGE,
    })
    .optional()
    .refine((value) => !value || !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), INVALID_MESSAGE)
    .transform((value) => value || null)

export const adminAuditListInput = adminListSchema(['createdAt'], {
  sort: 'createdAt',
  direction: 'desc',
})
  .extend({
    entity: line({ max: 50 }),
    actorEmail: line({ max: 254 }),
    /** A calendar day in the shop's time zone (YYYY-MM-DD). */
    from: optionalDay(),
    to: optionalDay(),
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, {
    message: DAY_RANGE_MESSAGE,
    path: ['to'],
  })
export type AdminAuditListInput = InputOf<typeof adminAuditListInput>
