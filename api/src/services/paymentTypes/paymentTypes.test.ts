import { listPaymentTypes } from './paymentTypes'

describe('payment types', () => {
  scenario('lists the active ones by position', async () => {
    const rows = await listPaymentTypes()
    expect(rows.map((t) => t.name)).toEqual([
      'Наличными при получении',
      'Банковской картой',
      'Безналичный расчёт для юридических лиц',
    ])
    expect(rows[0].description).toBe('Оплата наличными в магазине или курьеру.')
  })
})
