// Realistic orders shared by the Order cells' mocks, the stories and the tests
// of web/src/components/Order/* and the order pages (/order, /checkout,
// /my-orders). Shapes follow the GraphQL documents (OrderFields fragment,
// GuestOrderQuery, OrderFilesQuery, FillOrderFromFileMutation).
import type { FillReportData, FillRowData } from 'src/components/Order/FillReport/FillReport'

const image = {
  __typename: 'ProductImage' as const,
  file: '/images/placeholder-product.svg',
  alt: '',
}

const product = (id: number, article: string, name: string) => ({
  __typename: 'Product' as const,
  id,
  article,
  name,
  nameLang: 'ru' as 'ru' | 'kk',
  images: [image],
})

export const PRODUCTS = {
  collector: product(11, 'VT-VTC560-N-3', 'Коллектор Valtec VTc.560.N с расходомерами, 3 выхода'),
  pump: product(12, 'GR-UPS-25-40', 'Насос циркуляционный Grundfos UPS 25-40 180'),
  tank: product(13, 'RF-RE-500', 'Бак мембранный Reflex Refix DE 500 л'),
  station: product(14, 'DAB-VA-55', 'Насосная станция DAB Aquajet 82 M'),
}

type Line = {
  __typename: 'OrderLine'
  id: number
  quantity: number
  price: number | null
  lastPrice: number | null
  lineTotal: number | null
  correct: boolean
  allCount: number | null
  errorMessage: string | null
  product: ReturnType<typeof product>
}

export const orderLine = (overrides: Partial<Line> = {}): Line => ({
  __typename: 'OrderLine',
  id: 501,
  quantity: 2,
  price: 150000,
  lastPrice: 180000,
  lineTotal: 300000,
  correct: true,
  allCount: 14,
  errorMessage: null,
  product: PRODUCTS.collector,
  ...overrides,
})

/** The draft's lines: two ordinary, one lowered to the stock, one without stock. */
export const draftLines = (): Line[] => [
  orderLine(),
  orderLine({
    id: 502,
    quantity: 1,
    price: 89900,
    lastPrice: null,
    lineTotal: 89900,
    allCount: 6,
    product: PRODUCTS.pump,
  }),
  orderLine({
    id: 503,
    quantity: 3,
    price: 412000,
    lastPrice: null,
    lineTotal: 1236000,
    allCount: 3,
    errorMessage: 'В наличии 3 товаров',
    product: PRODUCTS.tank,
  }),
  orderLine({
    id: 504,
    quantity: 1,
    price: 0,
    lastPrice: null,
    lineTotal: null,
    correct: false,
    allCount: 0,
    errorMessage: 'В наличии 0 товаров',
    product: PRODUCTS.station,
  }),
]

export const SHOP_ATYRAU = {
  __typename: 'Shop' as const,
  id: 1,
  name: 'Атырау',
  nameForGuest: 'Магазин в Атырау',
}

/** A draft (OrderFields): editable, no shop yet. */
export const draftOrder = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Order' as const,
  id: 1063,
  number: 'A-001063',
  status: 'draft',
  statusTitle: 'Черновик',
  isEditable: true,
  comment: '',
  total: 1625900,
  count: 7,
  hasUnpriced: true,
  createdAt: '2025-03-22T11:45:00.000Z',
  placedAt: null as string | null,
  paymentStatus: null as string | null,
  paymentStatusTitle: null as string | null,
  oneC: null as { __typename: 'OrderInOneC'; number: string; date: string | null } | null,
  canPayOnline: false,
  canPayInInstallments: false,
  paymentMethod: null as 'card' | 'installment' | null,
  shop: null as typeof SHOP_ATYRAU | null,
  fulfilment: pickupFulfilment(1625900) as ReturnType<typeof pickupFulfilment>,
  contact: null as {
    __typename: 'OrderContact'
    name: string
    phone: string
    email: string
  } | null,
  paymentType: null as {
    __typename: 'PaymentType'
    id: number
    name: string
    nameKk: string
  } | null,
  items: draftLines(),
  history: [] as ReturnType<typeof orderMove>[],
  ...overrides,
})

/** How an order reaches the shopper (OrderFields.fulfilment): pickup, nothing to add. */
export const pickupFulfilment = (amountDue: number) => ({
  __typename: 'OrderFulfilment' as const,
  method: 'pickup',
  title: 'Самовывоз из магазина',
  city: '',
  address: '',
  preferredTime: '',
  fee: 0 as number | null,
  feeText: 'Бесплатно',
  amountDue,
})

/** Delivery to a shop's city below 10 000 ₸ of goods: the 1 500 ₸ fee. */
export const cityDelivery = (goodsTotal: number) => ({
  ...pickupFulfilment(goodsTotal + 1500),
  method: 'delivery',
  title: 'Доставка',
  city: 'Атырау',
  address: 'ул. Сатпаева, 5, кв. 12',
  preferredTime: 'после 18:00',
  fee: 1500,
  feeText: '1 500 ₸',
})

/** One status change of an order (OrderFields.history). */
export const orderMove = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'OrderHistoryEntry' as const,
  toStatus: 'placed',
  toStatusTitle: 'Оформлен',
  paymentStatus: null as string | null,
  actor: 'customer',
  comment: '',
  createdAt: '2025-03-14T09:31:00.000Z',
  ...overrides,
})

/** A draft whose lines all have stock (nothing to warn about). */
export const cleanDraftOrder = (overrides: Record<string, unknown> = {}) =>
  draftOrder({
    items: draftLines().slice(0, 2),
    total: 389900,
    count: 3,
    hasUnpriced: false,
    ...overrides,
  })

/** A draft with no lines yet. */
export const emptyDraftOrder = () =>
  draftOrder({ id: 1064, number: 'A-001064', items: [], total: 0, count: 0, hasUnpriced: false })

/** A placed order (read-only; can be repeated or cancelled). */
export const placedOrder = (overrides: Record<string, unknown> = {}) =>
  draftOrder({
    id: 1042,
    number: 'A-001042',
    status: 'placed',
    statusTitle: 'Оформлен',
    isEditable: false,
    comment: 'Позвоните перед выдачей',
    createdAt: '2025-03-14T09:20:00.000Z',
    placedAt: '2025-03-14T09:31:00.000Z',
    shop: SHOP_ATYRAU,
    items: draftLines()
      .slice(0, 2)
      .map((line) => ({ ...line, correct: true, errorMessage: null })),
    total: 389900,
    count: 3,
    hasUnpriced: false,
    fulfilment: pickupFulfilment(389900),
    contact: {
      __typename: 'OrderContact' as const,
      name: 'Айгерим Сапарова',
      phone: '+7 (701) 555 44 33',
      email: 'aigerim@example.kz',
    },
    paymentType: {
      __typename: 'PaymentType' as const,
      id: 1,
      name: 'Наличными при получении',
      nameKk: 'Алған кезде қолма-қол',
    },
    history: [
      orderMove(),
      orderMove({
        toStatus: 'confirmed',
        toStatusTitle: 'Подтверждён',
        actor: 'staff',
        comment: 'Соберём к пятнице',
        createdAt: '2025-03-14T11:05:00.000Z',
      }),
    ],
    ...overrides,
  })

/** Shops to collect from (CheckoutShopsQuery). */
export const checkoutShops = () => ({
  shops: [
    {
      ...SHOP_ATYRAU,
      address: { __typename: 'ShopAddress' as const, address: 'г. Атырау, ул. Сатпаева, 17' },
    },
    {
      __typename: 'Shop' as const,
      id: 2,
      name: 'Актобе',
      nameForGuest: 'Магазин в Актобе',
      address: { __typename: 'ShopAddress' as const, address: 'г. Актобе, пр. Абилкайыр хана, 62' },
    },
  ],
})

/** What a guest finds at /my-orders (GuestOrderQuery). */
export const guestOrder = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Order' as const,
  id: 1077,
  number: 'A-001077',
  status: 'placed',
  statusTitle: 'Оформлен',
  createdAt: '2025-03-25T06:10:00.000Z',
  total: 485000,
  count: 3,
  hasUnpriced: false,
  paymentStatus: null,
  paymentStatusTitle: null,
  oneC: null as { __typename: 'OrderInOneC'; number: string; date: string | null } | null,
  canPayOnline: true,
  canPayInInstallments: true,
  paymentMethod: null as 'card' | 'installment' | null,
  guestKey: '1077.abcdefghijklmnopqrstuvwxyz0',
  shop: { __typename: 'Shop' as const, id: 1, name: 'Атырау', nameForGuest: 'Магазин в Атырау' },
  fulfilment: {
    __typename: 'OrderFulfilment' as const,
    method: 'delivery',
    title: 'Доставка',
    city: 'Атырау',
    address: 'ул. Абая, 7, кв. 3',
    preferredTime: 'после 18:00',
    fee: 0,
    feeText: 'Бесплатно (заказ от 10 000 ₸)',
    amountDue: 485000,
  },
  contact: null,
  paymentType: {
    __typename: 'PaymentType' as const,
    id: 4,
    name: 'Онлайн-оплата картой',
    nameKk: 'Картамен онлайн төлеу',
  },
  history: [],
  items: [
    {
      __typename: 'OrderLine' as const,
      id: 801,
      quantity: 2,
      lineTotal: 300000,
      product: {
        __typename: 'Product' as const,
        article: PRODUCTS.collector.article,
        name: PRODUCTS.collector.name,
      },
    },
    {
      __typename: 'OrderLine' as const,
      id: 802,
      quantity: 1,
      lineTotal: 185000,
      product: {
        __typename: 'Product' as const,
        article: PRODUCTS.station.article,
        name: PRODUCTS.station.name,
      },
    },
  ],
  ...overrides,
})

/** Files attached to a draft (OrderFilesQuery). */
export const orderFiles = () => [
  {
    __typename: 'OrderFile' as const,
    id: 31,
    fileName: 'Заявка март.xlsx',
    kind: 'xlsx',
    size: 18432,
    rowCount: 24,
    createdAt: '2025-03-22T12:00:00.000Z',
    downloadUrl: '/api/v1/order/1063/files/31/download/',
  },
  {
    __typename: 'OrderFile' as const,
    id: 32,
    fileName: 'Список.txt',
    kind: 'text',
    size: 46,
    rowCount: 3,
    createdAt: '2025-03-22T12:05:00.000Z',
    downloadUrl: '/api/v1/order/1063/files/32/download/',
  },
]

const summaryOf = (rows: FillRowData[]) => ({
  __typename: 'FillSummary' as const,
  added: rows.filter((r) => r.result === 'added').length,
  capped: rows.filter((r) => r.result === 'capped').length,
  unknown_article: rows.filter((r) => r.result === 'unknown_article').length,
  bad_quantity: rows.filter((r) => r.result === 'bad_quantity').length,
  no_stock: rows.filter((r) => r.result === 'no_stock').length,
})

const fillRow = (
  row: number,
  article: string,
  quantity: number | null,
  result: string,
  message: string | null = null
) => ({
  __typename: 'FillRow' as const,
  row,
  article,
  quantity,
  result,
  message,
})

/** A fill with problem rows: refused without force (applied false). */
export const refusedFill = (): FillReportData & { __typename: 'FillReport' } => {
  const rows = [
    fillRow(2, 'VT-VTC560-N-3', 2, 'added'),
    fillRow(3, 'RF-RE-500', 9, 'capped', 'В наличии 3 товаров'),
    fillRow(4, 'NOPE-1', 1, 'unknown_article', 'Товар с артикулом NOPE-1 не найден'),
    fillRow(5, 'GR-UPS-25-40', null, 'bad_quantity', 'Введите целое число от 1 до 100 000.'),
    fillRow(6, 'DAB-VA-55', 1, 'no_stock', 'Нет в наличии'),
  ]
  return { __typename: 'FillReport', applied: false, rows, summary: summaryOf(rows) }
}

/** The same rows written with force: the capped one lowered, the rest skipped. */
export const forcedFill = (): FillReportData & { __typename: 'FillReport' } => ({
  ...refusedFill(),
  applied: true,
})

/** A clean fill: every row added. */
export const appliedFill = (): FillReportData & { __typename: 'FillReport' } => {
  const rows = [fillRow(1, 'VT-VTC560-N-3', 2, 'added'), fillRow(2, 'GR-UPS-25-40', 1, 'added')]
  return { __typename: 'FillReport', applied: true, rows, summary: summaryOf(rows) }
}

/** The text a shopper pastes (one «артикул количество» a line). */
export const PASTED_LIST = 'VT-VTC560-N-3 2\nGR-UPS-25-40 1'

/** An Apollo-like error as the api sends it: one GraphQL error with a code. */
export const shopError = (message: string, extensions: Record<string, unknown>) =>
  Object.assign(new Error(message), { graphQLErrors: [{ message, extensions }] })
