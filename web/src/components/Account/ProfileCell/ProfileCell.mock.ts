export const standard = () => ({
  me: {
    __typename: 'UserInfo' as const,
    id: 2,
    email: 'retail@akvatoria.kz',
    lastName: 'Сериков',
    firstName: 'Данияр',
    middleName: 'Маратович',
    phone: '+77012345678',
  },
})

/** A fresh account: only the e-mail is known. */
export const emptyProfile = () => ({
  me: { ...standard().me, lastName: '', firstName: '', middleName: '', phone: null },
})
