import { REQUIRED_MESSAGE } from '../../../lib/domain/contactFields'
import { parseWith } from '../../../lib/domain/inputFields'

import {
  canAskForArrival,
  guestStockAlertInput,
  isArrivalDue,
  STOCK_ALERT_REFUSALS,
  stockAlertInput,
  stockAlertRefusal,
} from './stockAlerts'

const product = { isActive: true, currentPrice: 12_500, availableTotal: 0 }

describe('stockAlertRefusal', () => {
  it('lets a shopper ask for a shown, priced product no shop has', () => {
    expect(stockAlertRefusal(product)).toBeNull()
    expect(canAskForArrival(product)).toBe(true)
  })

  it('refuses a product a shop has: it can be ordered now', () => {
    expect(stockAlertRefusal({ ...product, availableTotal: 1 })).toBe('in_stock')
    expect(STOCK_ALERT_REFUSALS.in_stock).toBe('Товар уже в наличии: его можно заказать.')
  })

  it('refuses «Цену уточняйте у менеджера» (0 and -1) and a hidden or missing product', () => {
    expect(stockAlertRefusal({ ...product, currentPrice: 0 })).toBe('price_on_request')
    expect(stockAlertRefusal({ ...product, currentPrice: -1 })).toBe('price_on_request')
    expect(stockAlertRefusal({ ...product, isActive: false })).toBe('gone')
    expect(stockAlertRefusal(null)).toBe('gone')
  })
})

describe('isArrivalDue', () => {
  it('is due once a unit no order holds is in some shop', () => {
    expect(isArrivalDue(product)).toBe(false)
    expect(isArrivalDue({ ...product, availableTotal: 1 })).toBe(true)
  })

  it('keeps shoppers waiting while the product is hidden or on request', () => {
    expect(isArrivalDue({ ...product, availableTotal: 3, isActive: false })).toBe(false)
    expect(isArrivalDue({ ...product, availableTotal: 3, currentPrice: 0 })).toBe(false)
  })
})

describe('the inputs', () => {
  it('a guest gives an address and consent', () => {
    expect(parseWith(guestStockAlertInput, { article: 'VT-1' })).toEqual({
      fields: {
        email: [REQUIRED_MESSAGE],
        agreement: [REQUIRED_MESSAGE],
      },
    })
    expect(
      parseWith(guestStockAlertInput, {
        article: ' VT-1 ',
        email: ' Guest@Mail.KZ ',
        agreement: true,
      })
    ).toEqual({ data: { article: 'VT-1', email: 'guest@mail.kz', agreement: true } })
  })

  it('a customer sends the article alone; hostile text is a field message', () => {
    expect(parseWith(stockAlertInput, { article: 'VT-1' })).toMatchObject({
      data: { article: 'VT-1' },
    })
    const result = parseWith(stockAlertInput, { article: 'a'.repeat(101) })
    expect('fields' in result && result.fields.article).toBeTruthy()
    expect(parseWith(stockAlertInput, { article: 'VT\u0000' })).toHaveProperty('fields.article')
    expect(parseWith(stockAlertInput, { article: 7 })).toHaveProperty('fields.article')
  })
})
