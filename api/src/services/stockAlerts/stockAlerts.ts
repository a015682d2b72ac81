import type { MutationResolvers, QueryResolvers } from 'types/graphql'

import { graphqlClient } from 'src/lib/clientIp'
import { parseInput } from 'src/lib/input'
import { requireStaff } from 'src/lib/staffAccess'
import { requireViewerId, viewerIdOrNull } from 'src/lib/viewer'
import {
  askForArrival as ask,
  cancelMyStockAlert as cancelMine,
  cancelStockAlertByToken as cancelByToken,
  mostWaitedProducts,
  myStockAlerts as mine,
} from 'src/modules/stockAlerts'
import {
  guestStockAlertInput,
  stockAlertCancelInput,
  stockAlertInput,
} from 'src/modules/stockAlerts/rules/stockAlerts'

/**
 * «Сообщить о поступлении» over GraphQL (issue 34 §3): a guest's request is
 * parsed by the guest form's schema (address and consent required), a
 * customer's by the short one; the area does the rest.
 */
export const askForArrival: MutationResolvers['askForArrival'] = async ({ input }) => {
  const userId = viewerIdOrNull()
  const parsed = parseInput(userId ? stockAlertInput : guestStockAlertInput, input)
  const { id, email, message } = await ask(parsed, { userId, ip: graphqlClient().ip })
  return { id, email, message }
}

export const cancelStockAlertByToken: MutationResolvers['cancelStockAlertByToken'] = async (
  args
) => {
  const { token } = parseInput(stockAlertCancelInput, args)
  return cancelByToken(token, graphqlClient().ip)
}

export const cancelMyStockAlert: MutationResolvers['cancelMyStockAlert'] = async ({ id }) => {
  await cancelMine(requireViewerId(), id)
  return true
}

export const myStockAlerts: QueryResolvers['myStockAlerts'] = () => mine(requireViewerId())

export const waitedProducts: QueryResolvers['waitedProducts'] = ({ limit }) => {
  requireStaff()
  return mostWaitedProducts(Math.min(Math.max(limit ?? 10, 1), 50))
}
