import { userDisplayName } from '../../../lib/domain/displayName'
import { formatKzPhone } from '../../../lib/domain/phone'

/**
 * Who an order is for and whom the shop calls, by one rule (issue 29 §1):
 * the contact typed at checkout, else the account's profile, else what the
 * guest gave. Pure: the order's read model (readModel/orderFacts) applies it
 * once, and every page, letter and CRM lead reads the result.
 */

/** A person as the shop reaches them; the phone as the mask shows it («+7 (701) 123-45-67»). */
export interface OrderPerson {
  name: string
  phone: string | null
  email: string | null
}

export interface OrderBuyer extends OrderPerson {
  kind: 'account' | 'guest'
  userId: number | null
}

/** What the rule reads of an order row (the phones stored E.164). */
export interface BuyerSources {
  userId: number | null
  user: {
    email: string
    lastName?: string | null
    firstName?: string | null
    middleName?: string | null
    phone?: string | null
  } | null
  contactName: string
  contactPhone: string
  contactEmail: string
  guestName: string | null
  guestPhone: string | null
  guestEmail: string | null
}

const shownPhone = (phone: string | null | undefined) => (phone ? formatKzPhone(phone) : null)

/**
 * The contact typed at checkout (the checkout requires its phone); null for
 * orders placed without one (drafts placed by PATCH, guests' operator orders).
 */
export function typedContactOf(order: BuyerSources): OrderPerson | null {
  if (!order.contactPhone) return null
  return {
    name: order.contactName,
    phone: shownPhone(order.contactPhone),
    email: order.contactEmail || null,
  }
}

/** The account's profile as it stands; null for a guest's order. */
export function profileOf(order: BuyerSources): OrderPerson | null {
  if (!order.user) return null
  return {
    name: userDisplayName(order.user),
    phone: shownPhone(order.user.phone),
    email: order.user.email,
  }
}

/** The guest's own contact; null for an account's order. */
export function guestContactOf(order: BuyerSources): OrderPerson | null {
  if (order.userId !== null) return null
  return {
    name: order.guestName ?? '',
    phone: shownPhone(order.guestPhone),
    email: order.guestEmail,
  }
}

/** The one rule: field by field, the typed contact, else the profile, else the guest's. */
export function buyerOf(order: BuyerSources): OrderBuyer {
  const typed = typedContactOf(order)
  const fallback = profileOf(order) ?? guestContactOf(order)
  return {
    kind: order.userId === null ? 'guest' : 'account',
    userId: order.userId,
    name: typed?.name || fallback?.name || '',
    phone: typed?.phone || fallback?.phone || null,
    email: typed?.email || fallback?.email || null,
  }
}

/**
 * Where the order's letters go: the account's e-mail (its owner also gets
 * the in-site notifications), else the guest's. Not the typed contact: an
 * installer ordering for a client's site keeps hearing of their own order.
 */
export const letterAddressOf = (order: Pick<BuyerSources, 'user' | 'guestEmail'>) =>
  order.user?.email ?? order.guestEmail ?? null

/** The profile when it says something the typed contact does not (staff see both then). */
export function profileIfDifferent(order: BuyerSources): OrderPerson | null {
  const profile = profileOf(order)
  const typed = typedContactOf(order)
  if (!profile || !typed) return null
  const same =
    profile.name === typed.name && profile.phone === typed.phone && profile.email === typed.email
  return same ? null : profile
}
