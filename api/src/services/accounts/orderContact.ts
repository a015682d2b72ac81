import type { UserInfoRelationResolvers } from 'types/graphql'

import { db } from 'src/lib/db'

/**
 * The contact of the customer's latest placed order that has a phone: the
 * checkout prefills what the profile lacks from it (issue 30 §5). Drafts
 * are not asked: their contact is not yet confirmed by placing.
 */
export async function lastOrderContactOf(userId: number) {
  const order = await db.order.findFirst({
    where: { userId, status: { not: 'draft' }, placedAt: { not: null }, contactPhone: { not: '' } },
    orderBy: [{ placedAt: 'desc' }, { id: 'desc' }],
    select: { contactName: true, contactPhone: true, contactEmail: true },
  })
  return order
    ? { name: order.contactName, phone: order.contactPhone, email: order.contactEmail }
    : null
}

// Apart from accounts.ts, which already names the UserInfo type.
export const UserInfo: UserInfoRelationResolvers = {
  lastOrderContact: (_args, { root }) => lastOrderContactOf(root.id),
}
