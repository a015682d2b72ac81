import {
  auditChangeView,
  auditEntryView,
  auditReferences,
  auditSubject,
  NO_NAMES,
  type AuditNames,
  type StoredAuditEntry,
} from './auditDisplay'

const names: AuditNames = {
  ...NO_NAMES,
  orders: { '51': 'A-001051' },
  products: { '12': { article: 'GR-HJ-JPB-5-24', name: 'Насос Grundfos JPB 5-24' } },
  users: {
    '7': {
      lastName: 'Иванова',
      firstName: 'Мария',
      middleName: '',
      email: 'retail@a.kz',
      role: 'customer',
    },
    '9': {
      lastName: '',
      firstName: '',
      middleName: '',
      email: 'dana@akvatoria.kz',
      role: 'editor',
    },
  },
  categories: { '3': 'Насосное оборудование' },
  subcategories: { '8': 'Скважинные насосы' },
  brands: { '4': 'Grundfos' },
  shops: { '1': 'Атырау' },
  priceTypes: { '2': 'Оптовая' },
  customerGroups: { '5': 'Оптовые покупатели' },
}

const entry = (
  action: string,
  entity: string,
  entityId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null
): StoredAuditEntry => ({ action, entity, entityId, before, after })

/** «Title: before → after» of each change, as the screen prints them. */
const lines = (stored: StoredAuditEntry, known: AuditNames = names) =>
  auditEntryView(stored, known).changes.map(
    (change) => `${change.title}: ${change.before.text} → ${change.after.text}`
  )

describe('auditChangeView: one stored change in words', () => {
  it('an order status by its title, not its code', () => {
    const order = entry(
      'order.transition',
      'order',
      '51',
      { status: 'placed' },
      { status: 'confirmed', comment: '' }
    )
    expect(lines(order)).toEqual(['Комментарий: — → —', 'Статус: Оформлен → Подтверждён'])
  })

  it('payment states, roles, customer groups and yes/no in Russian', () => {
    expect(
      lines(
        entry(
          'order.refund',
          'order',
          '51',
          { paymentStatus: 'paid' },
          { paymentStatus: 'refunded' }
        )
      )
    ).toEqual(['Оплата: Оплачен → Оплата возвращена'])
    expect(
      lines(
        entry(
          'user.role',
          'user',
          '9',
          { role: 'editor', isActive: true },
          { role: 'manager', isActive: false }
        )
      )
    ).toEqual(['Активен: да → нет', 'Роль: Редактор → Менеджер'])
    expect(
      lines(
        entry(
          'user.group',
          'user',
          '7',
          { group: 'b2c', vip: false },
          { group: 'wholesale', vip: true }
        )
      )
    ).toEqual(['Группа покупателя: Розничные покупатели → Оптовые покупатели', 'VIP: нет → да'])
    expect(
      lines(entry('outbox.retry', 'outboxMessage', '5', { state: 'failed' }, { state: 'pending' }))
    ).toEqual(['Состояние: ошибка → в очереди'])
  })

  it('money as ₸, an unpriced 0 as the shop says it', () => {
    expect(
      lines(
        entry(
          'product.price',
          'product',
          '12',
          { price: 52000, oldPrice: null },
          { price: 46900, oldPrice: 52000 }
        )
      )
    ).toEqual(['Старая цена: — → 52 000 ₸', 'Цена: 52 000 ₸ → 46 900 ₸'])
    expect(
      lines(entry('product.update', 'product', '12', { price: '100.00' }, { price: 0 }))
    ).toEqual(['Цена: 100 ₸ → Цену уточняйте у менеджера'])
    // Prices by type: the fields are the types' names.
    expect(
      lines(
        entry(
          'product.typePrices',
          'product',
          '12',
          {},
          { Оптовая: 1350, 'Оптовая от 10 шт': 1299.5 }
        )
      )
    ).toEqual(['Оптовая: — → 1 350 ₸', 'Оптовая от 10 шт: — → 1 299,50 ₸'])
  })

  it('instants in Almaty time (UTC+5), not ISO', () => {
    const retry = entry(
      'outbox.retry',
      'outboxMessage',
      '5',
      { nextAttemptAt: '2026-11-24T10:00:00.000Z' },
      { nextAttemptAt: '2026-11-24T18:30:00.000Z' }
    )
    expect(lines(retry)).toEqual(['Следующая попытка: 24.11.2026, 15:00 → 24.11.2026, 23:30'])
  })

  it('lists and objects read out, never as JSON', () => {
    const imported = entry('product.update', 'product', '12', null, {
      importChanges: ['цена 45 000 → 46 900', 'остаток 2 → 5'],
    })
    expect(lines(imported)).toEqual(['Изменения из файла: — → цена 45 000 → 46 900; остаток 2 → 5'])
    const news = entry(
      'content.update',
      'news',
      '4',
      { images: [] },
      { images: ['news/a.jpg', 'news/b.jpg'], data: { a: 1 } }
    )
    for (const line of lines(news)) expect(line).not.toMatch(/[[\]{}"]/)
  })

  it('ids of sections, brands, shops and customers by their names', () => {
    expect(
      lines(
        entry(
          'product.update',
          'product',
          '12',
          { categoryId: 2, brandId: null },
          { categoryId: 3, brandId: 4, subcategoryId: 8 }
        )
      )
    ).toEqual([
      'Бренд: — → Grundfos',
      'Раздел: №2 → Насосное оборудование',
      'Подраздел: — → Скважинные насосы',
    ])
    expect(
      lines(entry('product.stock', 'product', '12', { shop1: 2, shop6: 0 }, { shop1: 5, shop6: 1 }))
    ).toEqual(['Остаток, Атырау: 2 шт. → 5 шт.', 'Остаток, магазин №6: 0 шт. → 1 шт.'])
    const read = auditChangeView(
      { action: 'invoice.download', entity: 'order' },
      { field: 'customerId', before: null, after: 7 },
      names
    )
    expect(read).toEqual({
      field: 'customerId',
      title: 'Покупатель',
      before: { text: '—', path: null },
      after: { text: 'Иванова Мария', path: '/admin/customers/7' },
    })
  })

  it('the orders export’s filter in words', () => {
    const exported = entry('order.export', 'order', 'export', null, {
      rows: 12,
      filter: JSON.stringify({
        status: ['placed', 'confirmed'],
        shop: 1,
        from: '2026-11-01',
        kind: 'guest',
        fulfilment: 'delivery',
        search: 'Алия',
        sort: 'placedAt',
      }),
    })
    expect(lines(exported)).toEqual([
      'Отбор: — → статусы: Оформлен, Подтверждён; магазин: Атырау; с 01.11.2026; покупатели: гости; получение: Доставка; поиск «Алия»',
      'Заказов: — → 12',
    ])
    expect(lines(entry('order.export', 'order', 'export', null, { filter: '{}' }))).toEqual([
      'Отбор: — → все заказы',
    ])
  })

  it('a content choice by its label; a code with no title as it is', () => {
    expect(
      lines(entry('content.update', 'slides', '3', { kind: 'carousel' }, { kind: 'marketing' }))
    ).toEqual(['Где показывать: Карусель на главной → Рекламный баннер'])
    expect(
      lines(
        entry('order.transition', 'order', '51', { status: 'teleported' }, { status: 'placed' })
      )
    ).toEqual(['Статус: teleported → Оформлен'])
  })
})

describe('auditSubject: the record, named and linked to its screen', () => {
  it('an order by its number, a product by article and name, a customer by name', () => {
    expect(auditSubject(entry('order.transition', 'order', '51', null, null), names)).toEqual({
      text: 'Заказ A-001051',
      path: '/admin/orders/51',
    })
    expect(auditSubject(entry('product.update', 'product', '12', null, null), names)).toEqual({
      text: 'Товар GR-HJ-JPB-5-24 «Насос Grundfos JPB 5-24»',
      path: '/admin/products/12',
    })
    expect(auditSubject(entry('user.group', 'user', '7', null, null), names)).toEqual({
      text: 'Покупатель Иванова Мария',
      path: '/admin/customers/7',
    })
    expect(auditSubject(entry('user.role', 'user', '9', null, null), names)).toEqual({
      text: 'Сотрудник dana@akvatoria.kz',
      path: '/admin/staff',
    })
  })

  it('falls back to what the entry holds, or the id, when the record is gone', () => {
    expect(
      auditSubject(entry('invoice.download', 'order', '60', null, { number: 'A-001060' }))
    ).toEqual({
      text: 'Заказ A-001060',
      path: '/admin/orders/60',
    })
    expect(auditSubject(entry('product.update', 'product', '99', null, null))).toEqual({
      text: 'Товар №99',
      path: '/admin/products/99',
    })
    expect(
      auditSubject(entry('priceType.delete', 'priceType', '6', { name: 'Дилерская' }, null))
    ).toEqual({
      text: 'Тип цен «Дилерская»',
      path: null,
    })
    expect(auditSubject(entry('user.role', 'user', '42', null, null))).toEqual({
      text: 'Пользователь №42',
      path: null,
    })
  })

  it('the export, price types, groups, messages and content', () => {
    expect(auditSubject(entry('order.export', 'order', 'export', null, null))).toEqual({
      text: 'Список заказов',
      path: '/admin/orders',
    })
    expect(auditSubject(entry('priceType.update', 'priceType', '2', null, null), names)).toEqual({
      text: 'Тип цен «Оптовая»',
      path: '/admin/price-types',
    })
    expect(
      auditSubject(entry('customerGroup.priceType', 'customerGroup', '5', null, null), names)
    ).toEqual({
      text: 'Группа «Оптовые покупатели»',
      path: '/admin/price-types',
    })
    expect(auditSubject(entry('outbox.retry', 'outboxMessage', '5', null, null))).toEqual({
      text: 'Сообщение №5',
      path: '/admin/leads',
    })
    expect(
      auditSubject(entry('content.create', 'news', '4', null, { title: 'Новый склад' }))
    ).toEqual({
      text: 'Новость «Новый склад»',
      path: '/admin/content/news/4',
    })
    expect(auditSubject(entry('content.update', 'pages', 'delivery', {}, {}))).toEqual({
      text: 'Страница «delivery»',
      path: '/admin/content/pages/delivery',
    })
    expect(auditSubject(entry('product.import', 'import', 'prices.xlsx', null, null))).toEqual({
      text: 'Файл импорта «prices.xlsx»',
      path: null,
    })
  })

  it('never puts anything but an id or a plain key into a path', () => {
    expect(
      auditSubject(entry('content.update', 'pages', '../../logout', null, null)).path
    ).toBeNull()
    expect(auditSubject(entry('order.transition', 'order', '51/../x', null, null)).path).toBe(
      '/admin/orders'
    )
    expect(
      auditChangeView(
        { action: 'invoice.download', entity: 'order' },
        { field: 'customerId', before: null, after: 'javascript:x' }
      ).after
    ).toEqual({ text: 'javascript:x', path: null })
  })
})

describe('auditEntryView and auditReferences', () => {
  it('an entry: its action, record and changes', () => {
    const view = auditEntryView(
      entry('order.transition', 'order', '51', { status: 'placed' }, { status: 'confirmed' }),
      names
    )
    expect(view).toEqual({
      actionTitle: 'Смена статуса заказа',
      subject: { text: 'Заказ A-001051', path: '/admin/orders/51' },
      changes: [
        {
          field: 'status',
          title: 'Статус',
          before: { text: 'Оформлен', path: null },
          after: { text: 'Подтверждён', path: null },
        },
      ],
    })
  })

  it('names every record a page of entries needs, once', () => {
    const refs = auditReferences([
      entry('order.transition', 'order', '51', null, null),
      entry('invoice.download', 'order', '51', null, { customerId: 7 }),
      entry('order.export', 'order', 'export', null, { filter: '{"shop":2}' }),
      entry(
        'product.update',
        'product',
        '12',
        { categoryId: 2 },
        { categoryId: 3, brandId: 4, subcategoryId: 8 }
      ),
      entry('product.stock', 'product', '12', { shop1: 1 }, { shop1: 2 }),
      entry('user.role', 'user', '9', null, null),
      entry('priceType.update', 'priceType', '2', null, null),
      entry('customerGroup.priceType', 'customerGroup', '5', null, null),
      entry('content.update', 'news', '4', { categoryId: 1 }, null),
    ])
    expect(refs).toEqual({
      orders: [51],
      products: [12],
      users: [7, 9],
      categories: [2, 3],
      subcategories: [8],
      brands: [4],
      shops: [1, 2],
      priceTypes: [2],
      customerGroups: [5],
    })
  })
})
