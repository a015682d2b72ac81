import fc from 'fast-check'

import {
  amountDue,
  chargeOfFee,
  cityKey,
  DELIVERY_RULES,
  deliveryChargeOf,
  deliveryChargeText,
} from './delivery'

const shopCities = ['Атырау', 'Актобе']

describe('deliveryChargeOf (the delivery rules of /delivery)', () => {
  it('pickup is free whatever the order', () => {
    expect(deliveryChargeOf({ method: 'pickup', goodsTotal: 10, shopCities })).toEqual({
      kind: 'free',
      amount: 0,
    })
  })

  it('in a shop city: 1 500 ₸ below 10 000 ₸ of goods, free from 10 000 ₸ exactly', () => {
    const at = (goodsTotal: number) =>
      deliveryChargeOf({ method: 'delivery', city: 'Атырау', goodsTotal, shopCities })
    expect(at(9_999.99)).toEqual({ kind: 'fee', amount: 1_500 })
    expect(at(10_000)).toEqual({ kind: 'free', amount: 0 })
    expect(at(250_000)).toEqual({ kind: 'free', amount: 0 })
    expect(at(0)).toEqual({ kind: 'fee', amount: 1_500 })
  })

  it('recognises the city however it is typed', () => {
    for (const city of ['  актобе ', 'АКТОБЕ', 'Актобе']) {
      expect(deliveryChargeOf({ method: 'delivery', city, goodsTotal: 100, shopCities }).kind).toBe(
        'fee'
      )
    }
    expect(cityKey('Семёй  ')).toBe(cityKey('семей'))
  })

  it('any other city, or none yet, goes by a transport company', () => {
    for (const city of ['Алматы', '', null, undefined]) {
      expect(
        deliveryChargeOf({ method: 'delivery', city, goodsTotal: 50_000, shopCities })
      ).toEqual({ kind: 'carrier', amount: null })
    }
  })

  it('for any goods total in a shop city: free exactly from the threshold, the fee below it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (tiyn) => {
        const goodsTotal = tiyn / 100
        const charge = deliveryChargeOf({
          method: 'delivery',
          city: 'Атырау',
          goodsTotal,
          shopCities,
        })
        expect(charge.kind).toBe(goodsTotal >= DELIVERY_RULES.freeFrom ? 'free' : 'fee')
        expect(amountDue(goodsTotal, charge)).toBe(
          goodsTotal >= DELIVERY_RULES.freeFrom ? goodsTotal : (tiyn + 150_000) / 100
        )
      })
    )
  })
})

describe('deliveryChargeText and amountDue', () => {
  it('words each charge for the shopper', () => {
    expect(deliveryChargeText({ kind: 'free', amount: 0 }, 'pickup')).toBe('Бесплатно')
    expect(deliveryChargeText({ kind: 'free', amount: 0 }, 'delivery')).toBe(
      'Бесплатно (заказ от 10 000 ₸)'
    )
    expect(deliveryChargeText({ kind: 'fee', amount: 1_500 }, 'delivery')).toBe('1 500 ₸')
    expect(deliveryChargeText({ kind: 'carrier', amount: null }, 'delivery')).toMatch(
      /транспортной компании/
    )
  })

  it('adds a fixed fee in tiyn and never a carrier tariff', () => {
    expect(amountDue(0.1, { kind: 'fee', amount: 0.2 })).toBe(0.3)
    expect(amountDue(8_000, { kind: 'fee', amount: 1_500 })).toBe(9_500)
    expect(amountDue(8_000, { kind: 'carrier', amount: null })).toBe(8_000)
  })
})

describe('chargeOfFee (an order’s stored fee)', () => {
  it('reads null as a carrier’s tariff, 0 as free and more as a fee', () => {
    expect(chargeOfFee(null)).toEqual({ kind: 'carrier', amount: null })
    expect(chargeOfFee(0)).toEqual({ kind: 'free', amount: 0 })
    expect(chargeOfFee(1500)).toEqual({ kind: 'fee', amount: 1500 })
  })
})
