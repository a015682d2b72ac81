import { REQUIRED_MESSAGE } from './contactFields'
import { GUEST_SHOP_MESSAGE, parseGuestOrder, PRIVACY_MESSAGE } from './guestOrder'
import { NO_ITEMS_MESSAGE, QUANTITY_MESSAGE } from './orderLines'

const GUEST_SHOPS = [1]

const valid = {
  name: '  Айгерим ',
  email: 'Aigerim@Example.kz',
  phone_number: '+7 (701) 234 56 78',
  items: [{ product: 'NS-100', quantity: 2 }, { product: 'F-7' }],
  comment: ' Позвоните после обеда ',
  shop: 1,
  privacy_policy_accepted: true,
}

describe('parseGuestOrder', () => {
  it('accepts the form as the web sends it, normalised', () => {
    expect(parseGuestOrder(valid, GUEST_SHOPS)).toEqual({
      order: {
        name: 'Айгерим',
        email: 'aigerim@example.kz',
        phone: '+77012345678',
        shopId: 1,
        comment: 'Позвоните после обеда',
        items: [
          { article: 'NS-100', quantity: 2 },
          { article: 'F-7', quantity: 1 },
        ],
      },
    })
  })

  it('reports every missing field with the SPEC §5 messages', () => {
    expect(parseGuestOrder({}, GUEST_SHOPS)).toEqual({
      fields: {
        name: [REQUIRED_MESSAGE],
        email: [REQUIRED_MESSAGE],
        phone_number: [REQUIRED_MESSAGE],
        shop: [REQUIRED_MESSAGE],
        items: [NO_ITEMS_MESSAGE],
        privacy_policy_accepted: [PRIVACY_MESSAGE],
      },
    })
    expect(PRIVACY_MESSAGE).toBe(
      'Необходимо принять согласие с политикой обработки персональных данных'
    )
  })

  it('refuses a bad e-mail, an incomplete phone, a shop without guest orders, bad items', () => {
    const result = parseGuestOrder(
      {
        ...valid,
        email: 'aigerim@',
        phone_number: '+7 (701) 234 56',
        shop: 2,
        items: [{ product: 'NS-100', quantity: 1.5 }],
        privacy_policy_accepted: false,
      },
      GUEST_SHOPS
    )
    expect(result).toEqual({
      fields: {
        email: ['Введите корректный E-mail'],
        phone_number: ['Введите полный номер телефона'],
        shop: [GUEST_SHOP_MESSAGE],
        items: [QUANTITY_MESSAGE],
        privacy_policy_accepted: [PRIVACY_MESSAGE],
      },
    })
  })

  it('keeps a long comment as a problem instead of cutting what the shopper wrote', () => {
    const result = parseGuestOrder({ ...valid, comment: 'а'.repeat(2001) }, GUEST_SHOPS)
    expect(result).toEqual({
      fields: { comment: ['Убедитесь, что это поле содержит не более 2000 символов.'] },
    })
  })

  it('accepts consent sent as a form value', () => {
    expect('order' in parseGuestOrder({ ...valid, privacy_policy_accepted: 'true' }, [1])).toBe(
      true
    )
    expect('fields' in parseGuestOrder({ ...valid, privacy_policy_accepted: 'yes' }, [1])).toBe(
      true
    )
  })
})
