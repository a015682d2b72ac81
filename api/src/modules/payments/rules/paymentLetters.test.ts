import type { OrderStepFacts } from '../../orders/rules/orderLetters'

import {
  paymentReceivedLetter,
  paymentReceivedStaffLetter,
  paymentRefundLetter,
} from './paymentLetters'

const order = (given: Partial<OrderStepFacts> = {}): OrderStepFacts => ({
  id: 61,
  number: 'A-001061',
  status: 'placed',
  paymentStatus: 'paid',
  paymentType: { name: 'Онлайн-оплата', kind: 'online' },
  items: [{ product: { article: 'NS-100', name: 'Насос' }, quantity: 1, price: 46900 }],
  total: 46900,
  hasUnpriced: false,
  shop: null,
  comment: '',
  fulfilment: {
    method: 'delivery',
    city: 'Атырау',
    address: 'ул. Абая, 7',
    preferredTime: '',
    fee: 0,
    feeText: 'Бесплатно',
    amountDue: 46900,
  },
  buyer: { kind: 'guest', name: 'Айгерим', phone: '+7 (701) 234 56 78', email: 'g@example.kz' },
  guest: { phone: '+7 (701) 234 56 78' },
  ...given,
})

describe('a received payment (issue 30 §2)', () => {
  it('tells the buyer the sum and what happens next, with the order’s page', () => {
    const letter = paymentReceivedLetter(
      'g@example.kz',
      order(),
      46900,
      'https://shop.kz/my-orders?token=61.key',
      'https://shop.kz'
    )
    expect(letter.subject).toBe('Оплата заказа A-001061 получена — Акватория')
    expect(letter.text).toContain('Мы получили оплату 46 900 ₸. Менеджер подтвердит заказ')
    expect(letter.text).toContain('https://shop.kz/my-orders?token=61.key')
  })

  it('an order already in work says so instead', () => {
    const letter = paymentReceivedLetter('a@b.kz', order({ status: 'assembling' }), 46900, 'x')
    expect(letter.text).toContain('Заказ в работе')
  })

  it('tells the orders mailbox the sum, the buyer and the order’s back-office page', () => {
    const letter = paymentReceivedStaffLetter(
      'orders@akvatoria.kz',
      order(),
      46900,
      'https://shop.kz'
    )
    expect(letter.subject).toBe('Оплачен заказ A-001061: 46 900 ₸')
    expect(letter.text).toContain('Покупатель: Айгерим')
    expect(letter.text).toContain('Телефон: +7 (701) 234 56 78')
    expect(letter.text).toContain('https://shop.kz/admin/orders/61')
  })
})

describe('a refund letter', () => {
  it('sends an account to its order and a guest to the order’s own page', () => {
    const refund = {
      number: 'A-001061',
      amount: '46900.00',
      cancelled: true,
      by: 'gateway' as const,
    }
    const account = paymentRefundLetter(
      'a@b.kz',
      refund,
      order({
        buyer: { kind: 'account', name: 'Ерлан', phone: null, email: 'a@b.kz' },
        guest: null,
      }),
      'https://shop.kz/order?id=61'
    )
    expect(account.text).toContain('Страница заказа в личном кабинете: https://shop.kz/order?id=61')
    const guest = paymentRefundLetter(
      'g@example.kz',
      refund,
      order(),
      'https://shop.kz/my-orders?token=61.key'
    )
    expect(guest.text).toContain('https://shop.kz/my-orders?token=61.key')
    expect(guest.subject).toBe('Заказ A-001061 отменён — Акватория')
  })
})
