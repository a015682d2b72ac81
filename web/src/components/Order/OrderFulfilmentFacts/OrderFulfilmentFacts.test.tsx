import { render, screen } from '@redwoodjs/testing/web'

import { cityDelivery, placedOrder } from 'src/testing/orderMocks'

import OrderFulfilmentFacts from './OrderFulfilmentFacts'

describe('OrderFulfilmentFacts (what the checkout fixed)', () => {
  it('pickup: the shop, the payment type and the contact', () => {
    render(<OrderFulfilmentFacts order={placedOrder()} />)
    expect(screen.getByText('Самовывоз из магазина: Магазин в Атырау')).toBeInTheDocument()
    expect(screen.getByText('Наличными при получении')).toBeInTheDocument()
    expect(
      screen.getByText('Айгерим Сапарова, +7 (701) 555 44 33, aigerim@example.kz')
    ).toBeInTheDocument()
    expect(screen.queryByText('Доставка')).not.toBeInTheDocument()
  })

  it('delivery: the address with the time, the fee and the sum with it', () => {
    render(<OrderFulfilmentFacts order={placedOrder({ fulfilment: cityDelivery(6000) })} />)
    expect(
      screen.getByText('Доставка: Атырау, ул. Сатпаева, 5, кв. 12 (после 18:00)')
    ).toBeInTheDocument()
    expect(screen.getByText('1 500 ₸')).toBeInTheDocument()
    expect(screen.getByText('7 500 ₸')).toBeInTheDocument()
  })
})
