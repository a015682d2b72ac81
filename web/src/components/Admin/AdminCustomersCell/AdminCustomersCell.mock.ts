import type { AdminCustomersQuery } from 'types/graphql'

const customer = {
  __typename: 'AdminCustomer' as const,
  middleName: '',
  isActive: true,
}

/** A retail customer and a wholesale vip. */
export const standard = (): AdminCustomersQuery => ({
  adminCustomers: {
    __typename: 'AdminCustomerPage' as const,
    total: 2,
    page: 1,
    pageSize: 25,
    items: [
      {
        ...customer,
        id: 7,
        email: 'aigerim@example.kz',
        lastName: 'Иванова',
        firstName: 'Айгерим',
        phone: '+77011234567',
        vip: false,
        group: 'b2c',
        createdAt: '2026-10-01T06:00:00Z',
      },
      {
        ...customer,
        id: 8,
        email: 'opt@example.kz',
        lastName: '',
        firstName: '',
        phone: null,
        vip: true,
        group: 'wholesale',
        createdAt: '2026-09-15T06:00:00Z',
      },
    ],
  },
})

export const empty = (): AdminCustomersQuery => ({
  adminCustomers: { ...standard().adminCustomers, total: 0, items: [] },
})
