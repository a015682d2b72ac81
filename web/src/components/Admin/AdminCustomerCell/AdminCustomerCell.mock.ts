import type { AdminCustomerQuery } from 'types/graphql'

/** A retail customer with two orders. */
export const standard = (): AdminCustomerQuery => ({
  adminCustomer: {
    __typename: 'AdminCustomerDetail' as const,
    id: 7,
    email: 'aigerim@example.kz',
    lastName: 'Иванова',
    firstName: 'Айгерим',
    middleName: '',
    phone: '+77011234567',
    role: 'customer',
    vip: false,
    group: 'b2c',
    groups: [
      { __typename: 'AdminCustomerGroup' as const, name: 'b2c', title: 'Розничные покупатели' },
    ],
    isActive: true,
    emailConfirmed: true,
    createdAt: '2026-10-01T06:00:00Z',
    updatedAt: '2026-11-20T08:00:00.123Z',
    orders: [
      {
        __typename: 'AdminCustomerOrder' as const,
        id: 12,
        number: 'A-000012',
        status: 'placed',
        total: '125000.00',
        placedAt: '2026-11-20T08:00:00Z',
      },
      {
        __typename: 'AdminCustomerOrder' as const,
        id: 9,
        number: 'A-000009',
        status: 'completed',
        total: null,
        placedAt: '2026-11-01T08:00:00Z',
      },
    ],
  },
  company: {
    __typename: 'CompanyDetails' as const,
    legalName: 'ТОО «Аква Строй»',
    bin: '971240001315',
    legalAddress: 'г. Атырау, ул. Сатпаева, 1',
    iban: 'KZ86125KZT5004100100',
    bankName: 'АО «Народный банк Казахстана»',
    bik: 'HSBKKZKX',
    kbe: '17',
  },
})

/** A wholesale vip without orders. */
export const wholesaleVip = (): AdminCustomerQuery => ({
  adminCustomer: {
    ...standard().adminCustomer,
    id: 8,
    email: 'opt@example.kz',
    role: 'vip',
    vip: true,
    group: 'wholesale',
    groups: [
      { __typename: 'AdminCustomerGroup' as const, name: 'wholesale', title: 'Оптовые покупатели' },
    ],
    orders: [],
  },
  company: null,
})
