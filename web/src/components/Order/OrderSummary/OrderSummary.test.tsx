import { render, screen, within } from '@redwoodjs/testing/web'

import { guestOrder } from 'src/testing/orderMocks'

import OrderSummary from './OrderSummary'

describe('OrderSummary (guest order at /my-orders)', () => {
  it('shows number, status, date, shop, lines and total', () => {
    render(<OrderSummary order={guestOrder()} />)
    const region = screen.getByRole('region', { name: 'Заказ A-001077' })
    expect(region).toHaveTextContent('Статус: Оформлен · от 25.03.2025 · Магазин в Атырау')
    const lines = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(lines).toEqual([
      'Коллектор Valtec VTc.560.N с расходомерами, 3 выхода (VT-VTC560-N-3) × 2 — 300 000 ₸',
      'Насосная станция DAB Aquajet 82 M (DAB-VA-55) × 1 — 185 000 ₸',
    ])
    expect(region).toHaveTextContent('Товаров: 3 · Итого: 485 000 ₸')
  })

  it('says when part of the prices is still on request', () => {
    render(<OrderSummary order={guestOrder({ hasUnpriced: true })} />)
    expect(screen.getByRole('region', { name: 'Заказ A-001077' })).toHaveTextContent(
      'Итого: 485 000 ₸ (часть цен уточняется у менеджера)'
    )
  })

  it('leaves out the shop and the on-request note when there are none', () => {
    render(<OrderSummary order={guestOrder({ shop: null, hasUnpriced: false })} />)
    expect(screen.getByText(/Статус:/)).toHaveTextContent(/^Статус: Оформлен · от 25\.03\.2025$/)
    expect(screen.queryByText(/уточняется/)).not.toBeInTheDocument()
  })
})
