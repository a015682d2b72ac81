import { parseWith } from '../../../lib/domain/inputFields'

import {
  adminOrderExportSchema,
  adminOrderFilterSchema,
  adminOrderListSchema,
  csvCell,
  DAY_MESSAGE,
  DAY_RANGE_MESSAGE,
  EXPORT_COLUMNS,
  exportFileName,
  exportRow,
  isDay,
  ordersCsv,
  placedOnDayOf,
  placedRange,
  searchTerms,
  shopDate,
  staffOrderMoveInput,
  type ExportOrder,
} from './staffOrderList'

describe('adminOrderFilterSchema', () => {
  it('is every placed order when nothing is chosen', () => {
    expect(parseWith(adminOrderFilterSchema, {})).toEqual({
      data: {
        status: [],
        shop: null,
        from: '',
        to: '',
        kind: null,
        fulfilment: null,
        paymentType: null,
        paymentStatus: null,
        search: '',
      },
    })
  })

  it('takes the address bar as text: statuses comma-separated, the shop as digits', () => {
    expect(
      parseWith(adminOrderFilterSchema, {
        status: 'placed, confirmed',
        shop: '2',
        from: '2026-11-01',
        to: '2026-11-25',
        kind: 'guest',
        fulfilment: 'delivery',
        paymentType: '3',
        paymentStatus: 'paid',
        search: '  A-000123 ',
      })
    ).toEqual({
      data: {
        status: ['placed', 'confirmed'],
        shop: 2,
        from: '2026-11-01',
        to: '2026-11-25',
        kind: 'guest',
        fulfilment: 'delivery',
        paymentType: 3,
        paymentStatus: 'paid',
        search: 'A-000123',
      },
    })
    expect(
      parseWith(adminOrderFilterSchema, { status: ['ready'], kind: '', shop: '' })
    ).toHaveProperty('data.kind', null)
  })

  it('refuses drafts, unknown statuses and kinds, impossible days and a reversed range', () => {
    expect(parseWith(adminOrderFilterSchema, { status: 'draft' })).toEqual({
      fields: { status: ['Выберите значение из списка.'] },
    })
    expect(parseWith(adminOrderFilterSchema, { status: ['lost'] })).toHaveProperty('fields.status')
    expect(parseWith(adminOrderFilterSchema, { kind: 'vip' })).toHaveProperty('fields.kind')
    expect(parseWith(adminOrderFilterSchema, { paymentStatus: 'stolen' })).toHaveProperty(
      'fields.paymentStatus'
    )
    expect(parseWith(adminOrderFilterSchema, { from: '2026-02-30' })).toEqual({
      fields: { from: [DAY_MESSAGE] },
    })
    expect(parseWith(adminOrderFilterSchema, { to: '25.11.2026' })).toEqual({
      fields: { to: [DAY_MESSAGE] },
    })
    expect(parseWith(adminOrderFilterSchema, { from: '2026-11-25', to: '2026-11-01' })).toEqual({
      fields: { to: [DAY_RANGE_MESSAGE] },
    })
  })

  it('refuses hostile input as field errors', () => {
    expect(parseWith(adminOrderFilterSchema, { search: 'a\u0000b' })).toHaveProperty(
      'fields.search'
    )
    expect(parseWith(adminOrderFilterSchema, { search: 'x'.repeat(101) })).toHaveProperty(
      'fields.search'
    )
    expect(parseWith(adminOrderFilterSchema, { shop: 2 ** 40 })).toHaveProperty('fields.shop')
    expect(parseWith(adminOrderFilterSchema, { status: { $ne: 1 } })).toHaveProperty(
      'fields.status'
    )
  })
})

describe('the list and export schemas', () => {
  it('page and sort the list, newest placed first by default', () => {
    expect(parseWith(adminOrderListSchema, { sort: 'total', page: '2' })).toEqual({
      data: expect.objectContaining({
        page: 2,
        pageSize: 25,
        sort: 'total',
        direction: 'desc',
        status: [],
      }),
    })
    expect(parseWith(adminOrderListSchema, {})).toHaveProperty('data.sort', 'placedAt')
    expect(parseWith(adminOrderListSchema, { sort: 'guestPhone' })).toHaveProperty('fields.sort')
  })

  it('export the same filter, sorted, without pages', () => {
    const parsed = parseWith(adminOrderExportSchema, { status: 'placed', sort: 'number' })
    expect(parsed).toEqual({
      data: expect.objectContaining({ status: ['placed'], sort: 'number', direction: 'desc' }),
    })
    expect(parsed).not.toHaveProperty('data.page')
  })
})

describe('isDay and placedRange', () => {
  it('knows real days', () => {
    expect(isDay('2024-02-29')).toBe(true)
    expect(isDay('2026-02-29')).toBe(false)
    expect(isDay('2026-13-01')).toBe(false)
  })

  it('turns Almaty days into instants: UTC+5 now, UTC+6 before March 2024', () => {
    expect(placedRange({ from: '2026-11-25', to: '2026-11-25' })).toEqual({
      gte: new Date('2026-11-24T19:00:00Z'),
      lt: new Date('2026-11-25T19:00:00Z'),
    })
    expect(placedRange({ from: '2024-01-10', to: '' })).toEqual({
      gte: new Date('2024-01-09T18:00:00Z'),
    })
    expect(placedRange({ from: '', to: '' })).toEqual({})
  })
})

describe('searchTerms', () => {
  it('is nothing for an empty box', () => {
    expect(searchTerms('  ')).toBeNull()
  })

  it('reads a phone in any form as its digits, a full one without the prefix', () => {
    expect(searchTerms('8 (701) 234-56-78')).toMatchObject({
      text: '8 (701) 234-56-78',
      phoneDigits: '7012345678',
    })
    expect(searchTerms('+7 701 234 56 78')).toHaveProperty('phoneDigits', '7012345678')
    expect(searchTerms('234 56')).toHaveProperty('phoneDigits', '23456')
  })

  it('does not take a number, a name or too few digits for a phone', () => {
    expect(searchTerms('A-000123')).toMatchObject({ text: 'A-000123', phoneDigits: null })
    expect(searchTerms('Айгерим')).toHaveProperty('phoneDigits', null)
    expect(searchTerms('12')).toHaveProperty('phoneDigits', null)
  })

  // Issue 30 §4: a manager on the Russian layout types the Cyrillic «А».
  it.each([
    ['А-001048', 'Cyrillic capital'],
    ['а-1048', 'Cyrillic small, zeros left out'],
    ['a-1048', 'Latin small'],
    ['A–001048', 'an en dash'],
    ['А001048', 'no dash'],
    ['Заказ № А-001048', 'pasted from the letter'],
  ])('reads %p (%s) as the number A-001048', (text) => {
    expect(searchTerms(text)?.orderNumber).toBe('A-001048')
  })

  it('reads each word typed with the letter as the stored start of a number', () => {
    expect(searchTerms('а-0010 Алия')?.words).toEqual([
      { text: 'а-0010', numberPart: 'A-0010', number: 'A-000010' },
      { text: 'Алия', numberPart: null, number: null },
    ])
    expect(searchTerms('А-001048')?.words).toEqual([
      { text: 'А-001048', numberPart: 'A-001048', number: 'A-001048' },
    ])
  })

  it('leaves bare digits, names and the lone letter to the text and phone search', () => {
    expect(searchTerms('1048')).toMatchObject({ orderNumber: null, phoneDigits: '1048' })
    expect(searchTerms('1048')?.words).toEqual([{ text: '1048', numberPart: null, number: null }])
    expect(searchTerms('а')?.words).toEqual([{ text: 'а', numberPart: null, number: null }])
    expect(searchTerms('Айгерим')).toMatchObject({ orderNumber: null })
    expect(searchTerms('Айгерим')?.words[0].numberPart).toBeNull()
  })
})

const order: ExportOrder = {
  number: 'A-000123',
  placedAt: new Date('2026-11-25T10:30:00Z'),
  statusTitle: 'Подтверждён',
  isGuest: false,
  customerName: 'Сейткали Алия',
  phone: '+7 (701) 234 56 78',
  email: 'aliya@example.kz',
  shopName: 'Атырау',
  fulfilmentTitle: 'Доставка',
  deliveryPlace: 'Атырау, мкр. Нурсая, 45',
  paymentTypeName: 'Безналичный расчёт по счёту',
  paymentStatusTitle: null,
  count: 3,
  total: 125000.5,
  comment: '',
}

describe('the export columns', () => {
  it('map an order to the cells under their headers', () => {
    expect(EXPORT_COLUMNS.map((c) => c.header)).toEqual([
      'Номер',
      'Оформлен',
      'Статус',
      'Покупатель',
      'Тип',
      'Телефон',
      'E-mail',
      'Магазин',
      'Получение',
      'Адрес доставки',
      'Способ оплаты',
      'Онлайн-оплата',
      'Товаров, шт.',
      'Сумма, ₸',
      'Комментарий',
    ])
    expect(exportRow(order)).toEqual([
      'A-000123',
      order.placedAt,
      'Подтверждён',
      'Сейткали Алия',
      'Аккаунт',
      '+7 (701) 234 56 78',
      'aliya@example.kz',
      'Атырау',
      'Доставка',
      'Атырау, мкр. Нурсая, 45',
      'Безналичный расчёт по счёту',
      null,
      3,
      125000.5,
      '',
    ])
    expect(exportRow({ ...order, isGuest: true, email: null, shopName: null })[4]).toBe('Гость')
  })
})

describe('csvCell', () => {
  it('guards text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvCell('+SUM(1)')).toBe("'+SUM(1)")
    expect(csvCell('-1')).toBe("'-1")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
    expect(csvCell('A-000123')).toBe('A-000123')
  })

  it('writes a phone as text with no visible apostrophe (an invisible word joiner first)', () => {
    expect(csvCell('+7 (701) 234 56 78')).toBe('\u2060+7 (701) 234 56 78')
    expect(csvCell('+77011234567')).toBe('\u2060+77011234567')
  })

  it('quotes separators, quotes and line breaks; numbers take the decimal comma', () => {
    expect(csvCell('Позвоните; после 18:00')).toBe('"Позвоните; после 18:00"')
    expect(csvCell('Кран "Зорг"')).toBe('"Кран ""Зорг"""')
    expect(csvCell('две\nстроки')).toBe('"две\nстроки"')
    expect(csvCell(125000.5)).toBe('125000,5')
    expect(csvCell(null)).toBe('')
    expect(csvCell(new Date('2026-11-25T10:30:00Z'))).toBe('25.11.2026, 15:30')
  })
})

describe('ordersCsv', () => {
  it('is UTF-8 with a BOM, ; between cells and CRLF between rows', () => {
    const csv = ordersCsv([{ ...order, comment: '=1+1' }])
    expect(csv.startsWith('\uFEFFНомер;Оформлен;Статус;')).toBe(true)
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFНомер;Оформлен;Статус;Покупатель;Тип;Телефон;E-mail;Магазин;Получение;Адрес доставки;Способ оплаты;Онлайн-оплата;Товаров, шт.;Сумма, ₸;Комментарий',
      "A-000123;25.11.2026, 15:30;Подтверждён;Сейткали Алия;Аккаунт;\u2060+7 (701) 234 56 78;aliya@example.kz;Атырау;Доставка;Атырау, мкр. Нурсая, 45;Безналичный расчёт по счёту;;3;125000,5;'=1+1",
      '',
    ])
  })

  it('names the file by the day in Almaty', () => {
    expect(exportFileName(new Date('2026-11-25T20:00:00Z'), 'xlsx')).toBe('zakazy-2026-11-26.xlsx')
  })

  it("names the shop's day of a moment as the filter writes it (the dashboard's «сегодня»)", () => {
    // 20:00 UTC is 01:00 of the next day in Almaty (UTC+5).
    expect(shopDate(new Date('2026-11-25T20:00:00Z'))).toBe('2026-11-26')
    expect(shopDate(new Date('2026-11-25T18:59:59Z'))).toBe('2026-11-25')
    const today = placedOnDayOf(new Date('2026-11-25T20:00:00Z'))
    expect(today).toEqual({ from: '2026-11-26', to: '2026-11-26' })
    // The list reads those days as exactly the day the count uses.
    expect(placedRange(today)).toEqual({
      gte: new Date('2026-11-25T19:00:00Z'),
      lt: new Date('2026-11-26T19:00:00Z'),
    })
  })
})

describe('staffOrderMoveInput', () => {
  it('needs the status the page showed', () => {
    expect(parseWith(staffOrderMoveInput, { id: 5, status: 'confirmed' })).toHaveProperty(
      'fields.expectedStatus'
    )
    expect(
      parseWith(staffOrderMoveInput, { id: '5', status: 'confirmed', expectedStatus: 'placed' })
    ).toEqual({ data: { id: 5, status: 'confirmed', expectedStatus: 'placed', comment: '' } })
  })
})
