import { render, screen } from '@redwoodjs/testing/web'

import { placed } from 'src/components/Admin/AdminOrderCell/AdminOrderCell.mock'

import AdminOrderPage from './AdminOrderPage'

describe('AdminOrderPage', () => {
  it('shows the order', async () => {
    mockGraphQLQuery('AdminOrderQuery', () => placed())
    render(<AdminOrderPage id={101} />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Заказ A-000101' })
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toBeInTheDocument()
  })
})
