import { render, screen, within } from '@redwoodjs/testing/web'

import { placedOrder } from 'src/testing/orderMocks'

import OrderHistoryList from './OrderHistoryList'

describe('OrderHistoryList', () => {
  it('lists every move oldest first, with who made it and the shop’s comment', () => {
    render(<OrderHistoryList history={placedOrder().history} />)
    const list = screen.getByRole('region', { name: 'История заказа' })
    const moves = within(list).getAllByRole('listitem')
    expect(moves.map((move) => move.textContent)).toEqual([
      expect.stringMatching(/14\.03\.2025.*Оформлен \(вы\)$/),
      expect.stringMatching(/14\.03\.2025.*Подтверждён \(магазин\)Соберём к пятнице$/),
    ])
  })

  it('shows nothing for an order that has not moved', () => {
    const { container } = render(<OrderHistoryList history={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
