import fc from 'fast-check'

import { parseWith } from '../../../lib/domain/inputFields'

import {
  ARTICLES_MESSAGE,
  cartCheckoutInput,
  CHOOSE_PAYMENT_MESSAGE,
  CHOOSE_PICKUP_SHOP_MESSAGE,
} from './checkout'
import {
  ADDRESS_REQUIRED_MESSAGE,
  CHOOSE_FULFILMENT_MESSAGE,
  CITY_REQUIRED_MESSAGE,
} from './delivery'

const contact = { name: 'Айгуль', phone: '+7 701 234 56 78', email: 'Buyer@Example.kz' }
const parse = (raw: unknown) => parseWith(cartCheckoutInput, raw)

describe('cartCheckoutInput (the account checkout)', () => {
  it('takes pickup at a shop and drops any address sent with it', () => {
    expect(
      parse({ ...contact, fulfilment: 'pickup', shop: '2', paymentType: 1, city: 'Атырау' })
    ).toEqual({
      data: {
        articles: null,
        fulfilment: 'pickup',
        shop: 2,
        city: '',
        address: '',
        deliveryTime: '',
        paymentType: 1,
        name: 'Айгуль',
        phone: '+77012345678',
        email: 'buyer@example.kz',
        comment: '',
      },
    })
  })

  it('takes delivery with a city, an address and a preferred time; the shop is optional', () => {
    const parsed = parse({
      ...contact,
      fulfilment: 'delivery',
      city: ' Актобе ',
      address: 'пр. Абая, 12, кв. 5',
      deliveryTime: 'после 18:00',
      paymentType: 3,
      articles: ['NS-1', 'NS-2', 'NS-1'],
    })
    expect(parsed).toMatchObject({
      data: {
        fulfilment: 'delivery',
        shop: null,
        city: 'Актобе',
        address: 'пр. Абая, 12, кв. 5',
        deliveryTime: 'после 18:00',
        articles: ['NS-1', 'NS-2'],
      },
    })
  })

  it('reports every missing choice at once, in the words of the form', () => {
    expect(parse({ fulfilment: 'delivery', shop: '', paymentType: '' })).toEqual({
      fields: expect.objectContaining({
        city: [CITY_REQUIRED_MESSAGE],
        address: [ADDRESS_REQUIRED_MESSAGE],
        paymentType: [CHOOSE_PAYMENT_MESSAGE],
        name: ['Обязательное поле'],
      }),
    })
    expect(parse({ ...contact, fulfilment: 'pickup', paymentType: 1 })).toEqual({
      fields: { shop: [CHOOSE_PICKUP_SHOP_MESSAGE] },
    })
    expect(parse({ ...contact, fulfilment: 'courier', shop: 1, paymentType: 1 })).toEqual({
      fields: { fulfilment: [CHOOSE_FULFILMENT_MESSAGE] },
    })
    expect(
      parse({ ...contact, fulfilment: 'pickup', shop: 1, paymentType: 1, articles: [] })
    ).toEqual({ fields: { articles: [ARTICLES_MESSAGE] } })
  })

  it('whatever a stranger sends: field errors or a complete checkout, never a throw', () => {
    const anything = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
      fc.object({ maxDepth: 1 })
    )
    fc.assert(
      fc.property(
        fc.oneof(
          anything,
          fc.record(
            {
              fulfilment: fc.oneof(fc.constantFrom('pickup', 'delivery'), anything),
              shop: anything,
              city: anything,
              address: anything,
              paymentType: anything,
              name: anything,
              phone: anything,
              email: anything,
              articles: anything,
            },
            { requiredKeys: [] }
          )
        ),
        (raw) => {
          const parsed = parse(raw)
          if ('fields' in parsed) {
            expect(Object.keys(parsed.fields).length).toBeGreaterThan(0)
            return
          }
          const data = parsed.data
          expect(data.paymentType).toBeGreaterThan(0)
          if (data.fulfilment === 'pickup') expect(data.shop).toBeGreaterThan(0)
          else expect(data.city && data.address).toBeTruthy()
        }
      )
    )
  })
})
