// Realistic order rows for the account's order lists (stories and tests).
export const orderRow = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Order' as const,
  id: 1042,
  number: 'A-001042',
  status: 'confirmed',
  statusTitle: 'Подтверждён',
  hasUnpriced: false,
  paymentStatusTitle: null as string | null,
  isEditable: false,
  createdAt: '2025-03-14T09:20:00.000Z',
  placedAt: '2025-03-14T09:31:00.000Z',
  total: 264500,
  count: 3,
  ...overrides,
})

export const currentRows = () => [
  orderRow(),
  orderRow({
    id: 1057,
    number: 'A-001057',
    status: 'assembling',
    statusTitle: 'Собирается',
    paymentStatusTitle: 'Оплачен',
    createdAt: '2025-03-20T05:02:00.000Z',
    placedAt: '2025-03-20T05:10:00.000Z',
    total: 48900,
    count: 1,
  }),
]

export const draftRows = () => [
  orderRow({
    id: 1063,
    number: 'A-001063',
    status: 'draft',
    statusTitle: 'Черновик',
    isEditable: true,
    createdAt: '2025-03-22T11:45:00.000Z',
    placedAt: null,
    total: 1250.5,
    count: 2,
  }),
]

export const historyRows = () => [
  orderRow({
    id: 987,
    number: 'A-000987',
    status: 'completed',
    statusTitle: 'Выполнен',
    createdAt: '2025-01-28T07:00:00.000Z',
    placedAt: '2025-01-28T07:15:00.000Z',
    total: 1540000,
    count: 12,
  }),
  orderRow({
    id: 1001,
    number: 'A-001001',
    status: 'cancelled',
    statusTitle: 'Отменён',
    createdAt: '2025-02-03T10:00:00.000Z',
    placedAt: '2025-02-03T10:05:00.000Z',
    total: 72300,
    count: 4,
  }),
]

/** An OrderPage of the given rows (20 a page). */
export const orderPage = (results: ReturnType<typeof orderRow>[], page = 1, count?: number) => ({
  __typename: 'OrderPage' as const,
  count: count ?? results.length,
  page,
  pageSize: 20,
  results,
})
