/**
 * Whom the checkout prefills as the contact (issue 30 §5): each of name, phone
 * and e-mail from the profile, and where the profile leaves one empty, from
 * the customer's last placed order. Pure; the web's checkout uses it.
 */

export interface ContactProfile {
  firstName?: string | null
  lastName?: string | null
  phone?: string | null
  email?: string | null
}

export interface OrderContactFacts {
  name: string
  phone: string
  email: string
}

const filled = (value: string | null | undefined) => (value ?? '').trim()

export function checkoutContactDefaults(
  profile: ContactProfile,
  lastOrder: OrderContactFacts | null | undefined
): OrderContactFacts {
  const name = [filled(profile.firstName), filled(profile.lastName)].filter(Boolean).join(' ')
  return {
    name: name || filled(lastOrder?.name),
    phone: filled(profile.phone) || filled(lastOrder?.phone),
    email: filled(profile.email) || filled(lastOrder?.email),
  }
}
