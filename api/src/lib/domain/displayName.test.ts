import { isRetailCustomer, userDisplayName } from './displayName'

describe('userDisplayName (SPEC §3)', () => {
  it('joins last, first and middle name', () => {
    expect(
      userDisplayName({
        email: 'a@b.kz',
        lastName: 'Иванов',
        firstName: 'Пётр',
        middleName: 'Ильич',
      })
    ).toBe('Иванов Пётр Ильич')
    expect(
      userDisplayName({ email: 'a@b.kz', lastName: '', firstName: 'Пётр', middleName: ' ' })
    ).toBe('Пётр')
  })

  it('falls back to the e-mail when all are empty', () => {
    expect(userDisplayName({ email: 'a@b.kz', lastName: '', firstName: null })).toBe('a@b.kz')
  })
})

describe('isRetailCustomer', () => {
  it('reads the first group only', () => {
    expect(isRetailCustomer({ groups: [{ name: 'b2c' }, { name: 'opt' }] })).toBe(true)
    expect(isRetailCustomer({ groups: [{ name: 'opt' }, { name: 'b2c' }] })).toBe(false)
    expect(isRetailCustomer({ groups: [] })).toBe(false)
    expect(isRetailCustomer(null)).toBe(false)
  })
})
