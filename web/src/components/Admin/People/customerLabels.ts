import { CUSTOMER_GROUP_TITLES, type CustomerGroupName } from '@domain/adminPeople'

/** The customer group as staff say it: «Розница (b2c)», «Опт»; unknown names as they are. */
export const groupTitle = (group: string | null | undefined) =>
  group ? (CUSTOMER_GROUP_TITLES[group as CustomerGroupName] ?? group) : 'без группы'

/** Last, first, middle name; the e-mail when all are empty (SPEC §3 display name). */
export const personName = (user: {
  lastName: string
  firstName: string
  middleName: string
  email: string
}) => [user.lastName, user.firstName, user.middleName].filter(Boolean).join(' ') || user.email
