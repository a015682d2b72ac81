import { XMLParser } from 'fast-xml-parser'

import {
  counterpartyIdOf,
  ordersDocument,
  shopDateTime,
  type OrderDocumentMapping,
  type OrderForOneC,
} from './orderDocument'
import { encodeXml, renderXml } from './xml'

const order = (over: Partial<OrderForOneC> = {}): OrderForOneC => ({
  id: 7,
  number: 'A-000123',
  status: 'confirmed',
  statusTitle: 'Подтверждён',
  comment: 'Позвоните за час',
  total: 104001,
  createdAt: new Date('2026-12-01T08:00:00Z'),
  placedAt: new Date('2026-12-01T09:05:07Z'),
  statusChangedAt: new Date('2026-12-01T10:00:00Z'),
  cancelledAt: null,
  paymentStatus: 'paid',
  paidAt: new Date('2026-12-01T19:30:00Z'),
  paymentType: { id: 3, name: 'Безналичный расчёт' },
  shop: { id: 2, name: 'Алматы, Райымбека' },
  items: [
    {
      quantity: 2,
      price: 52000.5,
      lineTotal: 104001,
      product: {
        id: 11,
        article: 'NS-100',
        name: 'Насосная станция NS-100',
        unit: 'шт',
        externalId: 'bd72d8f9-55bc-11d9-848a-00112f43529a',
      },
    },
    {
      quantity: 3,
      price: null,
      lineTotal: null,
      product: { id: 12, article: 'PP-20', name: 'Труба PP 20', unit: 'м', externalId: null },
    },
  ],
  fulfilment: {
    method: 'delivery',
    title: 'Доставка',
    city: 'Алматы',
    address: 'ул. Абая, 10',
    preferredTime: 'после 18:00',
    fee: 2000,
    amountDue: 106001,
  },
  buyer: {
    kind: 'account',
    userId: 5,
    name: 'Айгерим Сапарова',
    phone: '+7 (701) 234-56-78',
    email: 'aigerim@example.kz',
  },
  company: null,
  ...over,
})

const mapping: OrderDocumentMapping = {
  warehouseOfShop: new Map([[2, { id: 'wh-almaty-1', name: 'Алматы, Райымбека' }]]),
  site: 'akvatoria.kz',
  now: new Date('2026-12-02T07:00:00Z'),
}

const text = (orders: OrderForOneC[], over: Partial<OrderDocumentMapping> = {}) =>
  renderXml(ordersDocument(orders, { ...mapping, ...over }), 'utf-8')

const parse = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false }).parse(
    xml
  ).КоммерческаяИнформация

/** The requisites of a parsed document, name → value. */
const requisitesOf = (doc: { ЗначенияРеквизитов: { ЗначениеРеквизита: unknown[] } }) =>
  Object.fromEntries(
    (doc.ЗначенияРеквизитов.ЗначениеРеквизита as { Наименование: string; Значение: string }[]).map(
      (r) => [r.Наименование, r.Значение ?? '']
    )
  )

describe('the orders document', () => {
  it('writes the header 1C reads, in the schema order, with the shop time (UTC+5)', () => {
    const xml = text([order()])
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-12-02T12:00:00" ФорматДаты="ДФ=yyyy-MM-dd; ДЛФ=DT" ФорматВремени="ДФ=ЧЧ:мм:сс; ДЛФ=T" РазделительДатаВремя="T" ФорматСуммы="ЧЦ=18; ЧДЦ=2; ЧРД=." ФорматКоличества="ЧЦ=18; ЧДЦ=2; ЧРД=.">'
      )
    ).toBe(true)
    expect(xml).toContain(
      [
        '\t<Документ>',
        '\t\t<Ид>A-000123</Ид>',
        '\t\t<Номер>A-000123</Номер>',
        '\t\t<Дата>2026-12-01</Дата>',
        '\t\t<ХозОперация>Заказ товара</ХозОперация>',
        '\t\t<Роль>Продавец</Роль>',
        '\t\t<Валюта>KZT</Валюта>',
        '\t\t<Курс>1</Курс>',
        '\t\t<Сумма>106001.00</Сумма>',
        '\t\t<Контрагенты>',
      ].join('\n')
    )
    expect(xml).toContain(
      '\t\t<Время>14:05:07</Время>\n\t\t<Комментарий>Позвоните за час\nУдобное время: после 18:00</Комментарий>'
    )
  })

  it('lines: the 1C Ид, else article and name; unit codes; delivery as a service line', () => {
    const doc = parse(text([order()])).Документ
    const [pump, pipe, delivery] = doc.Товары.Товар
    expect(pump).toMatchObject({
      Ид: 'bd72d8f9-55bc-11d9-848a-00112f43529a',
      Артикул: 'NS-100',
      Наименование: 'Насосная станция NS-100',
      БазоваяЕдиница: {
        '#text': 'шт',
        '@Код': '796',
        '@НаименованиеПолное': 'Штука',
        '@МеждународноеСокращение': 'PCE',
      },
      ЦенаЗаЕдиницу: '52000.50',
      Количество: '2',
      Сумма: '104001.00',
    })
    expect(requisitesOf(pump)).toEqual({ ВидНоменклатуры: 'Товар', ТипНоменклатуры: 'Товар' })
    expect(pipe.Ид).toBeUndefined()
    expect(pipe).toMatchObject({ Артикул: 'PP-20', ЦенаЗаЕдиницу: '0.00', Сумма: '0.00' })
    expect(pipe.БазоваяЕдиница['@Код']).toBe('006')
    expect(delivery).toMatchObject({
      Ид: 'ORDER_DELIVERY',
      Наименование: 'Доставка заказа',
      ЦенаЗаЕдиницу: '2000.00',
      Количество: '1',
      Сумма: '2000.00',
    })
    expect(requisitesOf(delivery)).toEqual({ ВидНоменклатуры: 'Услуга', ТипНоменклатуры: 'Услуга' })
  })

  it('no service line for a pickup or a carrier tariff the manager names', () => {
    const pickup = parse(
      text([
        order({
          fulfilment: { ...order().fulfilment, method: 'pickup', fee: 0, amountDue: 104001 },
        }),
      ])
    ).Документ
    expect(pickup.Товары.Товар).toHaveLength(2)
    expect(pickup.Сумма).toBe('104001.00')
    const tariff = parse(
      text([order({ fulfilment: { ...order().fulfilment, fee: null } })])
    ).Документ
    expect(tariff.Товары.Товар).toHaveLength(2)
  })

  it('the order requisites under the names 1C reads', () => {
    const doc = parse(text([order()])).Документ
    expect(requisitesOf(doc)).toEqual({
      'Статус заказа': '[confirmed] Подтверждён',
      'Статуса заказа ИД': 'confirmed',
      'Дата изменения статуса': '2026-12-01T15:00:00',
      'Метод оплаты': 'Безналичный расчёт',
      'Метод оплаты ИД': '3',
      'Заказ оплачен': 'true',
      'Дата оплаты': '2026-12-02T00:30:00',
      'Способ доставки': 'Доставка',
      'Метод доставки ИД': 'delivery',
      'Адрес доставки': 'Алматы, ул. Абая, 10',
      Отменен: 'false',
      'Дата отмены заказа': '',
      Сайт: 'akvatoria.kz',
      'Комментарии покупателя': 'Позвоните за час',
    })
    const cancelled = parse(
      text([
        order({
          status: 'cancelled',
          statusTitle: 'Отменён',
          cancelledAt: new Date('2026-12-03T00:00:00Z'),
          paymentStatus: null,
        }),
      ])
    ).Документ
    expect(requisitesOf(cancelled)).toMatchObject({
      Отменен: 'true',
      'Дата отмены заказа': '2026-12-03T05:00:00',
      'Заказ оплачен': 'false',
      'Дата оплаты': '',
    })
  })

  it("the shop's warehouse from the mapping; none when the shop is not mapped", () => {
    expect(parse(text([order()])).Документ.Склады.Склад).toEqual({
      Ид: 'wh-almaty-1',
      Наименование: 'Алматы, Райымбека',
    })
    expect(
      parse(text([order({ shop: { id: 9, name: 'Астана' } })])).Документ.Склады
    ).toBeUndefined()
  })

  it('a person: name, phone, e-mail, an (empty) address; a company from its requisites', () => {
    const person = parse(text([order()])).Документ.Контрагенты.Контрагент
    expect(person).toMatchObject({
      Ид: 'account-5',
      Наименование: 'Айгерим Сапарова',
      Роль: 'Покупатель',
      АдресРегистрации: { Представление: 'Алматы, ул. Абая, 10' },
    })
    expect(person.Контакты.Контакт).toEqual([
      { Тип: 'Телефон рабочий', Значение: '+7 (701) 234-56-78' },
      { Тип: 'Почта', Значение: 'aigerim@example.kz' },
    ])
    const company = parse(
      text([
        order({
          company: {
            legalName: 'ТОО «Су Құбыр»',
            bin: '123456789012',
            legalAddress: 'Алматы, пр. Достык, 1',
            iban: 'KZ86125KZT5004100100',
            bankName: 'АО «Kaspi Bank»',
            bik: 'CASPKZKA',
          },
        }),
      ])
    ).Документ.Контрагенты.Контрагент
    expect(company).toMatchObject({
      Ид: 'company-123456789012',
      Наименование: 'ТОО «Су Құбыр»',
      ОфициальноеНаименование: 'ТОО «Су Құбыр»',
      ЮридическийАдрес: { Представление: 'Алматы, пр. Достык, 1' },
      ИНН: '123456789012',
      РасчетныеСчета: {
        РасчетныйСчет: {
          НомерСчета: 'KZ86125KZT5004100100',
          Банк: { Наименование: 'АО «Kaspi Bank»', БИК: 'CASPKZKA' },
        },
      },
      Представители: {
        Представитель: { Отношение: 'Контактное лицо', Наименование: 'Айгерим Сапарова' },
      },
    })
  })

  it('hostile names and comments stay text: no element is closed or opened by them', () => {
    const hostile = '</Наименование><Ид>evil</Ид><![CDATA[x]]> & "\'\u0000\u0007'
    const xml = text([
      order({
        comment: hostile,
        buyer: { ...order().buyer, name: hostile },
        items: [{ ...order().items[0], product: { ...order().items[0].product, name: hostile } }],
      }),
    ])
    expect(xml).not.toContain('<Ид>evil')
    expect(xml.includes('\u0000') || xml.includes('\u0007')).toBe(false)
    const doc = parse(xml).Документ
    const clean = '</Наименование><Ид>evil</Ид><![CDATA[x]]> & "\''
    expect(doc.Контрагенты.Контрагент.Наименование).toBe(clean)
    expect(doc.Товары.Товар[0].Наименование).toBe(clean)
    expect(requisitesOf(doc)['Комментарии покупателя']).toBe(clean)
  })

  it('from schema 2.10 each document is in a Контейнер; an unknown version is 2.08', () => {
    const xml = text([order(), order({ number: 'A-000124' })], { schemaVersion: '2.10' })
    const root = parse(xml)
    expect(root['@ВерсияСхемы']).toBe('2.10')
    expect(root.Контейнер.map((c: { Документ: { Номер: string } }) => c.Документ.Номер)).toEqual([
      'A-000123',
      'A-000124',
    ])
    expect(parse(text([order()], { schemaVersion: '"><x' }))['@ВерсияСхемы']).toBe('2.08')
  })

  it('Kazakh letters survive windows-1251 as character references', () => {
    const kazakh = 'Әлия Құрманғалиқызы, Өскемен, Ұлы дала, үй, һ'
    const xml = renderXml(
      ordersDocument([order({ buyer: { ...order().buyer, name: kazakh } })], mapping),
      'windows-1251'
    )
    const bytes = encodeXml(xml, 'windows-1251')
    const decoded = new TextDecoder('windows-1251').decode(bytes)
    expect(decoded.startsWith('<?xml version="1.0" encoding="windows-1251"?>')).toBe(true)
    expect(decoded).toContain('&#1240;лия') // Ә
    expect(decoded).toContain('Насосная станция') // Russian stays as bytes
    expect(
      parse(decoded).Документ.Контрагенты.Контрагент.Наименование.replace(
        /&#(\d+);/g,
        (_: string, n: string) => String.fromCodePoint(Number(n))
      )
    ).toBe(kazakh)
    expect(
      new XMLParser({ htmlEntities: true }).parse(decoded).КоммерческаяИнформация.Документ
        .Контрагенты.Контрагент.Наименование
    ).toBe(kazakh)
  })

  it('UTF-8 goes with a BOM', () => {
    const bytes = encodeXml(text([order()]), 'utf-8')
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder('utf-8').decode(bytes.subarray(3))).toContain('Айгерим Сапарова')
  })
})

describe('the counterparty Ид', () => {
  const base = order()
  it('is the same for every order of a customer, guests included', () => {
    expect(counterpartyIdOf(base)).toBe('account-5')
    const guest = { ...base.buyer, kind: 'guest' as const, userId: null }
    expect(counterpartyIdOf({ ...base, buyer: { ...guest, email: ' Guest@Example.KZ ' } })).toBe(
      'guest-guest@example.kz'
    )
    expect(
      counterpartyIdOf({ ...base, buyer: { ...guest, email: null, phone: '+7 (701) 234-56-78' } })
    ).toBe('guest-77012345678')
    expect(counterpartyIdOf({ ...base, buyer: { ...guest, email: null, phone: null } })).toBe(
      'guest-order-A-000123'
    )
    expect(
      counterpartyIdOf({
        ...base,
        company: { legalName: 'ТОО', bin: '1234 5678 9012', legalAddress: '' },
      })
    ).toBe('company-123456789012')
  })
})

describe('shop time', () => {
  it('is UTC+5 all year', () => {
    expect(shopDateTime(new Date('2026-06-30T20:00:00Z'))).toEqual({
      date: '2026-07-01',
      time: '01:00:00',
    })
    expect(shopDateTime(new Date('2026-01-15T00:00:00Z'))).toEqual({
      date: '2026-01-15',
      time: '05:00:00',
    })
  })
})
