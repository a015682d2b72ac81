import { render, screen } from '@redwoodjs/testing/web'

import { paid, refunding } from 'src/components/Admin/AdminOrderCell/AdminOrderCell.mock'

import AdminOrderPayment from './AdminOrderPayment'

describe('AdminOrderPayment', () => {
  it('offers «Вернуть оплату» for a paid order', () => {
    render(<AdminOrderPayment order={paid().adminOrder} onStale={() => {}} />)
    expect(screen.getByRole('button', { name: 'Вернуть оплату' })).toBeInTheDocument()
  })

  it('shows a refund in flight as «Оплата возвращается», without a second button', () => {
    render(<AdminOrderPayment order={refunding().adminOrder} onStale={() => {}} />)
    expect(screen.getByRole('region', { name: 'Онлайн-оплата' })).toHaveTextContent(
      'Оплата: Оплата возвращается'
    )
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
