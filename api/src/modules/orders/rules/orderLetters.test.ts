import { orderConfirmationLetter, ordersMailbox, staffOrderLetter } from './orderLetters'

describe('orderConfirmationLetter', () => {
  const order = {
    number: 'A-001001',
    lines: [
      { article: 'NS-100', name: 'Насосная станция', quantity: 2, price: '12500.00' },
      { article: 'K-1', name: 'Котёл', quantity: 1, price: -1 },
    ],
    shop: { name: 'Атырау', address: 'ул. Сатпаева, 1' },
    comment: 'Позвоните после обеда',
  }

  it('lists the lines with tenge prices and tells a guest how to find the order', () => {
    const letter = orderConfirmationLetter(
      'guest@example.kz',
      { ...order, guestLookup: { phone: '+7 (701) 234 56 78' } },
      'https://shop.kz'
    )
    expect(letter.to).toBe('guest@example.kz')
    expect(letter.subject).toBe('Заказ A-001001 оформлен — Акватория')
    expect(letter.text).toContain('1. Насосная станция (арт. NS-100) — 2 × 12 500 ₸')
    expect(letter.text).toContain('2. Котёл (арт. K-1) — 1 × Цену уточняйте у менеджера')
    expect(letter.text).toContain('Итого: 25 000 ₸ + позиции с ценой по запросу')
    expect(letter.text).toContain('Магазин: Атырау, ул. Сатпаева, 1')
    expect(letter.text).toContain('Комментарий: Позвоните после обеда')
    expect(letter.text).toContain(
      'https://shop.kz/my-orders по номеру заказа A-001001 и телефону +7 (701) 234 56 78'
    )
  })

  it('sends a customer to the account tab', () => {
    const letter = orderConfirmationLetter(
      'a@b.kz',
      { ...order, lines: [order.lines[0]], shop: null, comment: '' },
      'https://shop.kz'
    )
    expect(letter.text).toContain('Итого: 25 000 ₸\n')
    expect(letter.text).toContain('https://shop.kz/personal-account?tab=currentorders')
    expect(letter.text).not.toContain('Магазин:')
  })

  it('names the delivery address and time, its fee, the sum with it and the payment type', () => {
    const letter = orderConfirmationLetter(
      'a@b.kz',
      {
        ...order,
        lines: [{ article: 'FT-20', name: 'Фитинг', quantity: 2, price: 3000 }],
        shop: null,
        fulfilment: {
          method: 'delivery',
          city: 'Атырау',
          address: 'ул. Сатпаева, 5',
          preferredTime: 'после 18:00',
          fee: 1500,
          paymentType: 'Наличными при получении',
        },
      },
      'https://shop.kz'
    )
    expect(letter.text).toContain('Доставка: Атырау, ул. Сатпаева, 5 (после 18:00)')
    expect(letter.text).toContain('Стоимость доставки: 1 500 ₸')
    expect(letter.text).toContain('К оплате с доставкой: 7 500 ₸')
    expect(letter.text).toContain('Способ оплаты: Наличными при получении')
    expect(letter.text).not.toContain('Магазин:')
  })

  it('a carrier’s tariff adds nothing to the sum; pickup names the shop and the payment', () => {
    const carrier = orderConfirmationLetter('a@b.kz', {
      ...order,
      shop: null,
      fulfilment: {
        method: 'delivery',
        city: 'Алматы',
        address: 'ул. Толе би, 100',
        preferredTime: '',
        fee: null,
        paymentType: null,
      },
    })
    expect(carrier.text).toContain('Стоимость доставки: По тарифу транспортной компании')
    expect(carrier.text).not.toContain('К оплате с доставкой')
    const pickup = orderConfirmationLetter('a@b.kz', {
      ...order,
      fulfilment: {
        method: 'pickup',
        city: '',
        address: '',
        preferredTime: '',
        fee: 0,
        paymentType: 'Безналичный расчёт',
      },
    })
    expect(pickup.text).toContain(
      'Магазин: Атырау, ул. Сатпаева, 1\nСпособ оплаты: Безналичный расчёт'
    )
  })
})

describe('staffOrderLetter', () => {
  const order = {
    number: 'A-001002',
    lines: [
      { article: 'NS-100', name: 'Насосная станция', quantity: 2, price: '12500.00' },
      { article: 'F-7', name: 'Фильтр', quantity: 3, price: '1000' },
    ],
    shop: { name: 'Атырау', address: 'ул. Сатпаева, 1' },
    comment: '',
  }

  it('tells the orders mailbox the number, customer, contacts, shop, lines and total', () => {
    const letter = staffOrderLetter('orders@shop.kz', {
      ...order,
      customer: {
        kind: 'account',
        name: 'Иванова Мария',
        phone: '+7 (701) 555 01 01',
        email: 'retail@akvatoria.kz',
      },
    })
    expect(letter.to).toBe('orders@shop.kz')
    expect(letter.subject).toBe('Новый заказ A-001002: Иванова Мария')
    expect(letter.text).toContain('Оформлен заказ A-001002.')
    expect(letter.text).toContain('Покупатель: Иванова Мария (покупатель с личным кабинетом)')
    expect(letter.text).toContain('Телефон: +7 (701) 555 01 01')
    expect(letter.text).toContain('E-mail: retail@akvatoria.kz')
    expect(letter.text).toContain('Магазин: Атырау, ул. Сатпаева, 1')
    expect(letter.text).toContain('1. Насосная станция (арт. NS-100) — 2 × 12 500 ₸')
    expect(letter.text).toContain('2. Фильтр (арт. F-7) — 3 × 1 000 ₸')
    expect(letter.text).toContain('Итого: 28 000 ₸')
    expect(letter.text).not.toContain('Комментарий')
  })

  it('marks a guest, missing contacts and shop, a comment and prices on request', () => {
    const letter = staffOrderLetter('orders@shop.kz', {
      ...order,
      shop: null,
      comment: 'После обеда',
      lines: [{ article: 'K-1', name: 'Котёл', quantity: 1, price: null }],
      customer: { kind: 'guest', name: 'Асель', phone: '+7 (701) 555 44 33', email: null },
    })
    expect(letter.text).toContain('Покупатель: Асель (гость, без личного кабинета)')
    expect(letter.text).toContain('E-mail: не указан')
    expect(letter.text).toContain('Магазин: не выбран')
    expect(letter.text).toContain('Комментарий: После обеда')
    const delivered = staffOrderLetter('orders@shop.kz', {
      ...order,
      shop: null,
      fulfilment: {
        method: 'delivery',
        city: 'Актобе',
        address: 'пр. Абая, 1',
        preferredTime: '',
        fee: 0,
        paymentType: 'Безналичный расчёт',
      },
      customer: { kind: 'account', name: 'Асель', phone: null, email: 'a@b.kz' },
    })
    expect(delivered.text).toContain('Доставка: Актобе, пр. Абая, 1\nСтоимость доставки: Бесплатно')
    expect(delivered.text).toContain('Способ оплаты: Безналичный расчёт')
    expect(letter.text).toContain('Итого: Цену уточняйте у менеджера\n')
  })

  it('goes to ORDERS_EMAIL, orders@akvatoria.kz when unset', () => {
    expect(ordersMailbox({ ORDERS_EMAIL: ' zakaz@shop.kz ' })).toBe('zakaz@shop.kz')
    expect(ordersMailbox({ ORDERS_EMAIL: '' })).toBe('orders@akvatoria.kz')
    expect(ordersMailbox({})).toBe('orders@akvatoria.kz')
  })
})
