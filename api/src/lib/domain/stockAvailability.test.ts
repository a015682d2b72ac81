import {
  availabilityOf,
  availableStock,
  shopperStock,
  stockShortMessage,
  uncoveredOrders,
} from './stockAvailability'

const stock = [
  { shopId: 1, count: 3 },
  { shopId: 2, count: 2 },
]

describe('availableStock', () => {
  it('is the stock itself when nothing is held', () => {
    expect(availableStock(stock, [])).toEqual({ shops: stock, total: 5 })
  })

  it('takes a shop-named hold from that shop and from the total', () => {
    expect(availableStock(stock, [{ shopId: 1, quantity: 2 }])).toEqual({
      shops: [
        { shopId: 1, count: 1 },
        { shopId: 2, count: 2 },
      ],
      total: 3,
    })
  })

  it('takes a hold without a shop from the total, which caps every shop', () => {
    expect(availableStock(stock, [{ shopId: null, quantity: 4 }])).toEqual({
      shops: [
        { shopId: 1, count: 1 },
        { shopId: 2, count: 1 },
      ],
      total: 1,
    })
  })

  it('never goes below 0, per shop or in total (stock lowered under the holds)', () => {
    const lowered = [
      { shopId: 1, count: 0 },
      { shopId: 2, count: -2 },
    ]
    expect(availableStock(lowered, [{ shopId: 1, quantity: 1 }])).toEqual({
      shops: [
        { shopId: 1, count: 0 },
        { shopId: 2, count: 0 },
      ],
      total: 0,
    })
  })

  it('the last unit held leaves nothing to anyone', () => {
    const one = availableStock([{ shopId: 1, count: 1 }], [{ shopId: 1, quantity: 1 }])
    expect(one).toEqual({ shops: [{ shopId: 1, count: 0 }], total: 0 })
  })

  it('reads a product row (stock and reservations)', () => {
    const row = { stock, reservations: [{ shopId: 2, quantity: 2 }] }
    expect(availabilityOf(row).total).toBe(3)
    expect(availabilityOf(row).shops[1]).toEqual({ shopId: 2, count: 0 })
  })
})

describe('uncoveredOrders', () => {
  it('covers every hold the stock still holds', () => {
    const holds = [
      { orderId: 1, shopId: 1, quantity: 3 },
      { orderId: 2, shopId: null, quantity: 2 },
    ]
    expect(uncoveredOrders(stock, holds)).toEqual(new Set())
  })

  it('serves holds in placement order: a lowered stock leaves the later ones uncovered', () => {
    const holds = [
      { orderId: 1, shopId: 1, quantity: 1 },
      { orderId: 2, shopId: 1, quantity: 2 },
      { orderId: 3, shopId: 1, quantity: 1 },
    ]
    const lowered = [{ shopId: 1, count: 2 }]
    // Order 2 does not fit after order 1; order 3's single unit still does.
    expect(uncoveredOrders(lowered, holds)).toEqual(new Set([2]))
    expect(uncoveredOrders([{ shopId: 1, count: 0 }], holds)).toEqual(new Set([1, 2, 3]))
  })

  it('a shop hold short in its shop is served from another shop (a transfer)', () => {
    const holds = [{ orderId: 7, shopId: 1, quantity: 1 }]
    const elsewhere = [
      { shopId: 1, count: 0 },
      { shopId: 2, count: 5 },
    ]
    expect(uncoveredOrders(elsewhere, holds)).toEqual(new Set())
  })

  it('a hold without a shop takes from the total left by earlier holds', () => {
    const holds = [
      { orderId: 1, shopId: 2, quantity: 2 },
      { orderId: 2, shopId: null, quantity: 4 },
    ]
    expect(uncoveredOrders(stock, holds)).toEqual(new Set([2]))
  })
})

describe('stockShortMessage', () => {
  it('names each product and what is left of it', () => {
    expect(
      stockShortMessage([
        { name: 'Насос Grundfos', available: 0 },
        { name: 'Фильтр', available: 2 },
      ])
    ).toBe(
      'Некоторых товаров нет в нужном количестве: «Насос Grundfos» — В наличии 0 товаров; «Фильтр» — В наличии 2 товаров. Измените количество и оформите заказ снова.'
    )
  })
})

describe('shopperStock', () => {
  const product = {
    stock: [
      { shopId: 1, count: 1 },
      { shopId: 2, count: 0 },
    ],
    reservations: [] as { shopId: number | null; quantity: number }[],
  }

  it('shows guests only whether a shop has it, logged-in users the counts', () => {
    expect(shopperStock(product, false)).toEqual({
      lines: [
        { shopId: 1, isAvailable: true, count: null },
        { shopId: 2, isAvailable: false, count: null },
      ],
      total: null,
      isAvailable: true,
    })
    expect(shopperStock(product, true).total).toBe(1)
  })

  it('shows the last unit held by an order as out of stock, to guests and customers', () => {
    const held = { ...product, reservations: [{ shopId: 1, quantity: 1 }] }
    expect(shopperStock(held, false)).toEqual({
      lines: [
        { shopId: 1, isAvailable: false, count: null },
        { shopId: 2, isAvailable: false, count: null },
      ],
      total: null,
      isAvailable: false,
    })
    expect(shopperStock(held, true).lines[0].count).toBe(0)
    expect(shopperStock(held, true).total).toBe(0)
  })
})
