/**
 * SPEC §3 User info: the name shown in the header and the account is last,
 * first and middle name joined, falling back to the e-mail when all are empty.
 */
export function userDisplayName(user: {
  email: string
  lastName?: string | null
  firstName?: string | null
  middleName?: string | null
}): string {
  const name = [user.lastName, user.firstName, user.middleName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  return name || user.email
}

/** SPEC §3: the first group's name is the customer group; 'b2c' marks retail. */
export const isRetailCustomer = (user: { groups: { name: string }[] } | null | undefined) =>
  user?.groups[0]?.name === 'b2c'
