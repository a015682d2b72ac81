import { checkoutContactDefaults } from './checkoutContact'

const last = { name: 'Анна С.', phone: '+77010000002', email: 'last@example.kz' }

describe('checkoutContactDefaults', () => {
  it('takes the profile’s own name, phone and e-mail first', () => {
    expect(
      checkoutContactDefaults(
        { firstName: 'Анна', lastName: 'Сериккызы', phone: '+77010000001', email: 'a@example.kz' },
        last
      )
    ).toEqual({ name: 'Анна Сериккызы', phone: '+77010000001', email: 'a@example.kz' })
  })

  it('fills what the profile leaves empty from the last order', () => {
    expect(
      checkoutContactDefaults({ firstName: 'Анна', lastName: '', phone: null, email: '' }, last)
    ).toEqual({ name: 'Анна', phone: '+77010000002', email: 'last@example.kz' })
    expect(checkoutContactDefaults({ firstName: ' ', phone: '  ' }, last)).toEqual(last)
  })

  it('leaves a field empty when neither has it', () => {
    expect(checkoutContactDefaults({ firstName: 'Борис' }, null)).toEqual({
      name: 'Борис',
      phone: '',
      email: '',
    })
  })
})
