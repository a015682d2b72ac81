import { totalsOf } from '../../../lib/domain/money'

import { amountDue, chargeOfFee, deliveryChargeText, FULFILMENT_TITLES } from './delivery'
import {
  crmOrderOf,
  customerCancelStaffLetter,
  orderConfirmationLetter,
  ordersMailbox,
  orderStepLetter,
  orderStepNews,
  staffOrderLetter,
  type OrderLetterFacts,
  type OrderStepFacts,
} from './orderLetters'

type Line = { article: string; name: string; quantity: number; price: number | null }

interface Given {
  number: string
  lines: Line[]
  shop: { name: string; address: string } | null
  comment: string
  fulfilment?: {
    method: 'pickup' | 'delivery'
    city: string
    address: string
    preferredTime: string
    fee: number | null
  }
  paymentType?: string | null
  customer?: OrderLetterFacts['buyer']
  guestPhone?: string
}

/**
 * An order's facts as readModel/orderFacts projects them, built with the
 * same rules (totals, delivery charge): what the letters are given.
 */
function facts(given: Given): OrderLetterFacts {
  const f = given.fulfilment ?? {
    method: 'pickup' as const,
    city: '',
    address: '',
    preferredTime: '',
    fee: 0,
  }
  const items = given.lines.map((line) => ({
    product: { article: line.article, name: line.name },
    quantity: line.quantity,
    // On request: 0, -1 and null all read «on request» (domain/money).
    price: line.price !== null && line.price > 0 ? line.price : null,
  }))
  const totals = totalsOf(items)
  const charge = chargeOfFee(f.fee)
  return {
    number: given.number,
    items,
    total: totals.total,
    hasUnpriced: totals.hasUnpriced,
    shop: given.shop,
    comment: given.comment,
    fulfilment: {
      ...f,
      feeText: deliveryChargeText(charge, f.method),
      amountDue: amountDue(totals.total, charge),
    },
    paymentType: given.paymentType ? { name: given.paymentType } : null,
    buyer: given.customer ?? { kind: 'account', name: 'Покупатель', phone: null, email: null },
    guest: given.guestPhone ? { phone: given.guestPhone } : null,
  }
}

describe('orderConfirmationLetter', () => {
  const order = {
    number: 'A-001001',
    lines: [
      { article: 'NS-100', name: 'Насосная станция', quantity: 2, price: 12500 },
      { article: 'K-1', name: 'Котёл', quantity: 1, price: -1 },
    ],
    shop: { name: 'Атырау', address: 'ул. Сатпаева, 1' },
    comment: 'Позвоните после обеда',
  }

  it('lists the lines with tenge prices and gives a guest the link to the order and the look-up', () => {
    const letter = orderConfirmationLetter(
      'guest@example.kz',
      facts({
        ...order,
        guestPhone: '+7 (701) 234 56 78',
        customer: { kind: 'guest', name: 'Айгерим', phone: '+7 (701) 234 56 78', email: null },
      }),
      'https://shop.kz/my-orders?token=7.key',
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
      'Страница заказа (статус и оплата онлайн): https://shop.kz/my-orders?token=7.key'
    )
    expect(letter.text).toContain(
      'https://shop.kz/my-orders по номеру заказа A-001001 и телефону +7 (701) 234 56 78'
    )
  })

  it('sends a customer to the order in the account', () => {
    const letter = orderConfirmationLetter(
      'a@b.kz',
      facts({ ...order, lines: [order.lines[0]], shop: null, comment: '' }),
      'https://shop.kz/order?id=7',
      'https://shop.kz'
    )
    expect(letter.text).toContain('Итого: 25 000 ₸\n')
    expect(letter.text).toContain('Страница заказа в личном кабинете: https://shop.kz/order?id=7')
    expect(letter.text).not.toContain('my-orders')
    expect(letter.text).toContain('Магазин: уточнит менеджер')
  })

  it('names the delivery address and time, its fee, the sum with it and the payment type', () => {
    const letter = orderConfirmationLetter(
      'a@b.kz',
      facts({
        ...order,
        lines: [{ article: 'FT-20', name: 'Фитинг', quantity: 2, price: 3000 }],
        shop: null,
        fulfilment: {
          method: 'delivery',
          city: 'Атырау',
          address: 'ул. Сатпаева, 5',
          preferredTime: 'после 18:00',
          fee: 1500,
        },
        paymentType: 'Наличными при получении',
      }),
      'https://shop.kz/order?id=7',
      'https://shop.kz'
    )
    expect(letter.text).toContain('Доставка: Атырау, ул. Сатпаева, 5 (после 18:00)')
    expect(letter.text).toContain('Стоимость доставки: 1 500 ₸')
    expect(letter.text).toContain('К оплате с доставкой: 7 500 ₸')
    expect(letter.text).toContain('Способ оплаты: Наличными при получении')
    expect(letter.text).not.toContain('Магазин:')
  })

  it('a carrier’s tariff adds nothing to the sum; pickup names the shop and the payment', () => {
    const carrier = orderConfirmationLetter(
      'a@b.kz',
      facts({
        ...order,
        shop: null,
        fulfilment: {
          method: 'delivery',
          city: 'Алматы',
          address: 'ул. Толе би, 100',
          preferredTime: '',
          fee: null,
        },
      }),
      'https://shop.kz/order?id=7'
    )
    expect(carrier.text).toContain('Стоимость доставки: По тарифу транспортной компании')
    expect(carrier.text).not.toContain('К оплате с доставкой')
    const pickup = orderConfirmationLetter(
      'a@b.kz',
      facts({ ...order, paymentType: 'Безналичный расчёт' }),
      'https://shop.kz/order?id=7'
    )
    expect(pickup.text).toContain(
      'Магазин: Атырау, ул. Сатпаева, 1\nСпособ оплаты: Безналичный расчёт'
    )
  })
})

describe('staffOrderLetter', () => {
  const order = {
    number: 'A-001002',
    lines: [
      { article: 'NS-100', name: 'Насосная станция', quantity: 2, price: 12500 },
      { article: 'F-7', name: 'Фильтр', quantity: 3, price: 1000 },
    ],
    shop: { name: 'Атырау', address: 'ул. Сатпаева, 1' },
    comment: '',
  }

  it('tells the orders mailbox the number, customer, contacts, shop, lines and total', () => {
    const letter = staffOrderLetter(
      'orders@shop.kz',
      facts({
        ...order,
        customer: {
          kind: 'account',
          name: 'Иванова Мария',
          phone: '+7 (701) 555 01 01',
          email: 'retail@akvatoria.kz',
        },
      })
    )
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
    const letter = staffOrderLetter(
      'orders@shop.kz',
      facts({
        ...order,
        shop: null,
        comment: 'После обеда',
        lines: [{ article: 'K-1', name: 'Котёл', quantity: 1, price: null }],
        customer: { kind: 'guest', name: 'Асель', phone: '+7 (701) 555 44 33', email: null },
      })
    )
    expect(letter.text).toContain('Покупатель: Асель (гость, без личного кабинета)')
    expect(letter.text).toContain('E-mail: не указан')
    expect(letter.text).toContain('Магазин: не выбран')
    expect(letter.text).toContain('Комментарий: После обеда')
    const delivered = staffOrderLetter(
      'orders@shop.kz',
      facts({
        ...order,
        shop: null,
        fulfilment: {
          method: 'delivery',
          city: 'Актобе',
          address: 'пр. Абая, 1',
          preferredTime: '',
          fee: 0,
        },
        paymentType: 'Безналичный расчёт',
        customer: { kind: 'account', name: 'Асель', phone: null, email: 'a@b.kz' },
      })
    )
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

describe('crmOrderOf', () => {
  it('tells the deal the order as the letters read it: shop, delivery, payment, lines', () => {
    const order = facts({
      number: 'A-001003',
      lines: [{ article: 'NS-100', name: 'Насосная станция', quantity: 2, price: 12500 }],
      shop: { name: 'Атырау', address: 'ул. Сатпаева, 1' },
      comment: '',
      fulfilment: {
        method: 'delivery',
        city: 'Атырау',
        address: 'ул. Абая, 5',
        preferredTime: 'после 18:00',
        fee: 2000,
      },
      paymentType: 'Безналичный расчёт',
    })
    expect(crmOrderOf({ ...order, status: 'placed' })).toEqual({
      number: 'A-001003',
      status: 'placed',
      shop: 'Атырау, ул. Сатпаева, 1',
      delivery: `${FULFILMENT_TITLES.delivery}: Атырау, ул. Абая, 5 (после 18:00), 2 000 ₸`,
      paymentType: 'Безналичный расчёт',
      lines: [{ article: 'NS-100', name: 'Насосная станция', quantity: 2, price: '12500' }],
    })
  })
})

describe('the letters of later steps (issue 30 §2)', () => {
  const guest = {
    kind: 'guest' as const,
    name: 'Айгерим',
    phone: '+7 (701) 234 56 78',
    email: null,
  }
  const step = (given: Partial<Given>, more: Partial<OrderStepFacts> = {}): OrderStepFacts => ({
    ...facts({
      number: 'A-001050',
      lines: [{ article: 'NS-100', name: 'Насосная станция', quantity: 1, price: 46900 }],
      shop: { name: 'Атырау', address: 'ул. Сатпаева, 1' },
      comment: '',
      ...given,
    }),
    id: 50,
    status: 'confirmed',
    paymentStatus: null,
    paymentType: { name: 'Наличными при получении', kind: 'on_receipt' },
    ...more,
  })
  const delivery = {
    method: 'delivery' as const,
    city: 'Атырау',
    address: 'ул. Абая, 7',
    preferredTime: 'после 18:00',
    fee: 0,
  }

  it('a confirmed pickup names the shop it will wait in, the manager’s comment and the online payment still due', () => {
    const news = orderStepNews(
      step({}, { paymentType: { name: 'Онлайн-оплата', kind: 'online' } }),
      { to: 'confirmed', comment: 'Товар есть, заберите завтра' }
    )
    expect(news.title).toBe('Заказ A-001050 подтверждён')
    expect(news.body).toContain('готов к выдаче в магазине Атырау, ул. Сатпаева, 1')
    expect(news.body).toContain('Оплатить его онлайн можно на странице заказа.')
    expect(news.body).toContain('Комментарий менеджера: Товар есть, заберите завтра')
  })

  it('a paid order is not asked to pay again; an invoice order is sent to its invoice', () => {
    const paid = step(
      {},
      { paymentStatus: 'paid', paymentType: { name: 'Онлайн', kind: 'online' } }
    )
    expect(orderStepNews(paid, { to: 'confirmed' }).body).not.toContain('Оплатить')
    const invoice = step({}, { paymentType: { name: 'По счёту', kind: 'invoice' } })
    expect(orderStepNews(invoice, { to: 'confirmed' }).body).toContain('Счёт на оплату')
  })

  it('a delivery order reads its steps as the courier’s', () => {
    const order = step({ fulfilment: delivery, shop: null })
    expect(orderStepNews(order, { to: 'confirmed' }).body).toContain('передадим его курьеру')
    const handed = orderStepNews(order, { to: 'ready' })
    expect(handed.title).toBe('Заказ A-001050 передан курьеру')
    expect(handed.body).toContain('по адресу Атырау, ул. Абая, 7 (после 18:00)')
    expect(orderStepNews(order, { to: 'completed' }).title).toBe('Заказ A-001050 доставлен')
  })

  it('a pickup is ready in its shop and then handed over', () => {
    const order = step({})
    const ready = orderStepNews(order, { to: 'ready' })
    expect(ready.title).toBe('Заказ A-001050 готов к выдаче')
    expect(ready.body).toContain('Заберите его в магазине Атырау, ул. Сатпаева, 1')
    expect(orderStepNews(order, { to: 'completed' }).title).toBe('Заказ A-001050 выдан')
  })

  it('a cancel by the shop gives the reason and, when paid, says the money comes back', () => {
    const news = orderStepNews(step({}, { paymentStatus: 'paid' }), {
      to: 'cancelled',
      comment: 'Товар снят с производства',
    })
    expect(news.title).toBe('Заказ A-001050 отменён магазином')
    expect(news.body).toContain('Оплата вернётся на карту')
    expect(news.body).toContain('Комментарий менеджера: Товар снят с производства')
    expect(orderStepNews(step({}), { to: 'cancelled' }).body).not.toContain('Оплата')
  })

  it('the letter names the order in its subject and links a guest to the order’s page', () => {
    const letter = orderStepLetter(
      'guest@example.kz',
      step({ customer: guest, guestPhone: guest.phone }),
      { to: 'ready' },
      'https://shop.kz/my-orders?token=50.key',
      'https://shop.kz'
    )
    expect(letter.to).toBe('guest@example.kz')
    expect(letter.subject).toBe('Заказ A-001050 готов к выдаче — Акватория')
    expect(letter.text).toContain('https://shop.kz/my-orders?token=50.key')
    expect(letter.text).toContain('по номеру заказа A-001050 и телефону +7 (701) 234 56 78')
  })

  it('a bank-transfer order’s letter links its invoice, naming the company it is made out to', () => {
    const links = {
      page: 'https://shop.kz/order?id=50',
      invoice: { url: 'https://shop.kz/api/v1/order/50/invoice/', payer: 'ТОО «Аква Строй»' },
    }
    const account = orderStepLetter(
      'a@b.kz',
      step({}),
      { to: 'confirmed' },
      links,
      'https://shop.kz'
    )
    expect(account.text).toContain(
      'Счёт на оплату на ТОО «Аква Строй»: https://shop.kz/api/v1/order/50/invoice/ (откройте, войдя в личный кабинет)'
    )
    const guestLetter = orderConfirmationLetter(
      'g@example.kz',
      facts({
        number: 'A-001050',
        lines: [{ article: 'NS-100', name: 'Насос', quantity: 1, price: 100 }],
        shop: null,
        comment: '',
        customer: guest,
      }),
      {
        page: 'https://shop.kz/my-orders?token=50.k',
        invoice: { url: 'https://shop.kz/api/v1/order/guest/invoice/?token=50.k', payer: null },
      },
      'https://shop.kz'
    )
    expect(guestLetter.text).toContain(
      'Счёт на оплату: https://shop.kz/api/v1/order/guest/invoice/?token=50.k\n'
    )
  })

  it('the orders mailbox hears of a customer’s own cancel, with whom to call and the order’s page', () => {
    const letter = customerCancelStaffLetter(
      'orders@akvatoria.kz',
      step(
        {
          customer: {
            kind: 'account',
            name: 'Ерлан',
            phone: '+7 (702) 555 02 02',
            email: 'e@b.kz',
          },
        },
        { paymentStatus: 'paid', status: 'cancelled' }
      ),
      'https://shop.kz'
    )
    expect(letter.subject).toBe('Покупатель отменил заказ A-001050: Ерлан')
    expect(letter.text).toContain('Телефон: +7 (702) 555 02 02')
    expect(letter.text).toContain('оплата возвращается')
    expect(letter.text).toContain('https://shop.kz/admin/orders/50')
  })
})
