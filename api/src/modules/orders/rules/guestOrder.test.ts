import { REQUIRED_MESSAGE } from '../../../lib/domain/contactFields'
import { parseWith } from '../../../lib/domain/inputFields'
import { QUANTITY_MESSAGE } from '../../../lib/domain/orderLines'

import {
  guestOrderInput,
  guestOrderLookupInput,
  ORDER_REFERENCE_MESSAGE,
  PRIVACY_MESSAGE,
} from './guestOrder'

describe('guestOrderInput (SPEC §5 operator form)', () => {
  const valid = {
    name: 'Айгерим',
    email: 'A@Mail.kz',
    phoneNumber: '+7 (701) 234 56 78',
    items: [{ product: 'NS-1', quantity: 2 }],
    shop: 1,
    privacyPolicyAccepted: true,
  }

  it('parses the form into what is stored', () => {
    expect(parseWith(guestOrderInput, valid)).toEqual({
      data: {
        ...valid,
        email: 'a@mail.kz',
        phoneNumber: '+77012345678',
        comment: '',
        fulfilment: 'pickup',
        address: '',
        deliveryTime: '',
      },
    })
  })

  it('takes delivery to an address like the checkout, and keeps no address for a pickup', () => {
    expect(parseWith(guestOrderInput, { ...valid, fulfilment: 'delivery' })).toEqual({
      fields: { address: ['Укажите адрес доставки.'] },
    })
    expect(
      parseWith(guestOrderInput, {
        ...valid,
        fulfilment: 'delivery',
        address: ' ул. Азаттык, 3 ',
        deliveryTime: 'после 18:00',
      })
    ).toMatchObject({
      data: { fulfilment: 'delivery', address: 'ул. Азаттык, 3', deliveryTime: 'после 18:00' },
    })
    expect(
      parseWith(guestOrderInput, { ...valid, fulfilment: 'pickup', address: 'ул. Азаттык, 3' })
    ).toMatchObject({ data: { fulfilment: 'pickup', address: '' } })
    expect(parseWith(guestOrderInput, { ...valid, fulfilment: 'courier' })).toEqual({
      fields: { fulfilment: ['Выберите способ получения.'] },
    })
  })

  it('answers every field with the SPEC message', () => {
    expect(parseWith(guestOrderInput, {})).toEqual({
      fields: {
        name: ['Обязательное поле'],
        email: ['Обязательное поле'],
        phoneNumber: ['Обязательное поле'],
        items: ['Добавьте в заказ хотя бы один товар.'],
        shop: ['Выберите город из списка.'],
        privacyPolicyAccepted: [
          'Необходимо принять согласие с политикой обработки персональных данных',
        ],
      },
    })
    expect(
      parseWith(guestOrderInput, {
        ...valid,
        shop: 'Атырау',
        email: { $gt: '' },
        comment: 42,
        privacyPolicyAccepted: false,
      })
    ).toEqual({
      fields: {
        email: ['Введите корректный E-mail'],
        comment: ['Введите текст.'],
        shop: ['Выберите город из списка.'],
        privacyPolicyAccepted: [
          'Необходимо принять согласие с политикой обработки персональных данных',
        ],
      },
    })
  })

  it('refuses an incomplete phone, a fractional quantity, a long comment; nothing is cut', () => {
    expect(
      parseWith(guestOrderInput, {
        ...valid,
        phoneNumber: '+7 (701) 234 56',
        items: [{ product: 'NS-100', quantity: 1.5 }],
        comment: 'а'.repeat(2001),
      })
    ).toEqual({
      fields: {
        phoneNumber: ['Введите полный номер телефона'],
        items: [QUANTITY_MESSAGE],
        comment: ['Убедитесь, что это поле содержит не более 2000 символов.'],
      },
    })
  })

  it('takes consent as a form sends it, and nothing else for yes', () => {
    expect('data' in parseWith(guestOrderInput, { ...valid, privacyPolicyAccepted: 'true' })).toBe(
      true
    )
    expect(parseWith(guestOrderInput, { ...valid, privacyPolicyAccepted: 'yes' })).toEqual({
      fields: { privacyPolicyAccepted: [PRIVACY_MESSAGE] },
    })
  })
})

describe('guestOrderLookupInput (/my-orders: the number from the letter + phone)', () => {
  it('takes the number as the shopper is shown it, or the bare code', () => {
    expect(parseWith(guestOrderLookupInput, { order: 'a-1085', phone: '87012345678' })).toEqual({
      data: { order: { number: 'A-001085', id: null, text: 'A-001085' }, phone: '+77012345678' },
    })
    expect(parseWith(guestOrderLookupInput, { order: 79, phone: '+77012345678' })).toEqual({
      data: { order: { number: 'A-000079', id: 79, text: '79' }, phone: '+77012345678' },
    })
  })

  it('says which field is missing or not a number, and nothing more', () => {
    expect(parseWith(guestOrderLookupInput, { order: ' ', phone: '' })).toEqual({
      fields: { order: [REQUIRED_MESSAGE], phone: [REQUIRED_MESSAGE] },
    })
    expect(parseWith(guestOrderLookupInput, { phone: '+77012345678' })).toEqual({
      fields: { order: [REQUIRED_MESSAGE] },
    })
    for (const order of ['B-1085', 'A-0', true]) {
      expect(parseWith(guestOrderLookupInput, { order, phone: '+77012345678' })).toEqual({
        fields: { order: [ORDER_REFERENCE_MESSAGE] },
      })
    }
  })
})
