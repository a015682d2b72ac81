export const standard = () => ({
  me: {
    __typename: 'UserInfo' as const,
    id: 2,
    email: 'retail@akvatoria.kz',
    lastName: 'Сериков',
    firstName: 'Данияр',
    middleName: 'Маратович',
    phone: '+77012345678',
    locale: 'ru' as const,
    // A retail customer: the api names no price type.
    priceType: null as { __typename: 'PriceTypeRef'; code: string; name: string } | null,
  },
})

/** A customer of a wholesale group: their prices are «Оптовая». */
export const wholesale = () => ({
  me: {
    ...standard().me,
    id: 3,
    email: 'opt@akvatoria.kz',
    priceType: { __typename: 'PriceTypeRef' as const, code: 'wholesale', name: 'Оптовая' },
  },
})

/** A fresh account: only the e-mail is known. */
export const emptyProfile = () => ({
  me: { ...standard().me, lastName: '', firstName: '', middleName: '', phone: null },
})
