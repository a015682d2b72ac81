import type { PaymentType as PaymentTypeRow } from '@prisma/client'
import type { QueryResolvers } from 'types/graphql'

import { db } from 'src/lib/db'

/** Payment types a shopper may choose, in display order (GraphQL `paymentTypes`, REST /paymentTypes/). */
export function listPaymentTypes(): Promise<PaymentTypeRow[]> {
  return db.paymentType.findMany({
    where: { isActive: true },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  })
}

export const paymentTypes: QueryResolvers['paymentTypes'] = () => listPaymentTypes()
