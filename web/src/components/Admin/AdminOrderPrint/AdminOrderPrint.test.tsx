import { render, screen, within } from '@redwoodjs/testing/web'

import { placed } from 'src/components/Admin/AdminOrderCell/AdminOrderCell.mock'

import AdminOrderPrint from './AdminOrderPrint'

const UNPRICED_NOTE = 'В заказе есть позиции с ценой по запросу: сумма без них.'

describe('AdminOrderPrint', () => {
  it('prints the lines and the total', () => {
    render(<AdminOrderPrint order={placed().adminOrder} />)
    const lines = screen.getByRole('table', { name: 'Позиции заказа' })
    const rows = within(lines).getAllByRole('row')
    expect(rows[rows.length - 1]).toHaveTextContent('Итого3150 000 ₸')
    expect(screen.queryByText(UNPRICED_NOTE)).not.toBeInTheDocument()
  })

  it('says on paper that the total leaves out the on-request lines', () => {
    const order = placed().adminOrder
    order.items[1] = { ...order.items[1], price: 0, lineTotal: null }
    render(<AdminOrderPrint order={{ ...order, total: 120000, hasUnpriced: true }} />)
    expect(screen.getByText(UNPRICED_NOTE)).toBeInTheDocument()
  })
})
