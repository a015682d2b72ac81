import type { AdminPriceTypesQuery } from 'types/graphql'

type Screen = AdminPriceTypesQuery['adminPriceTypes']

/** Retail, «Оптовая» and «Дилерская»; b2c on retail (none), wholesale on «Оптовая». */
export const screenOf = (changes: Partial<Screen> = {}): Screen => ({
  __typename: 'AdminPriceTypesScreen',
  priceTypes: [
    {
      __typename: 'AdminPriceType',
      id: 1,
      code: 'retail',
      name: 'Розничная',
      isRetail: true,
      productCount: 1250,
      groupCount: 0,
    },
    {
      __typename: 'AdminPriceType',
      id: 2,
      code: 'wholesale',
      name: 'Оптовая',
      isRetail: false,
      productCount: 340,
      groupCount: 1,
    },
    {
      __typename: 'AdminPriceType',
      id: 3,
      code: 'dealer',
      name: 'Дилерская',
      isRetail: false,
      productCount: 0,
      groupCount: 0,
    },
  ],
  groups: [
    {
      __typename: 'AdminCustomerGroupPriceType',
      id: 10,
      name: 'b2c',
      title: 'Розничные покупатели',
      priceTypeId: null,
      customerCount: 812,
    },
    {
      __typename: 'AdminCustomerGroupPriceType',
      id: 11,
      name: 'wholesale',
      title: 'Оптовые покупатели',
      priceTypeId: 2,
      customerCount: 37,
    },
  ],
  ...changes,
})

export const standard = (): AdminPriceTypesQuery => ({ adminPriceTypes: screenOf() })

/** The load failing without a message of the api's own (the cell's fallback text shows). */
export const loadFailure = () => new Error('Сервер недоступен')
