import { render, screen } from '@redwoodjs/testing/web'

import { placed } from 'src/components/Admin/AdminOrderCell/AdminOrderCell.mock'

import AdminOrderPrintPage from './AdminOrderPrintPage'

describe('AdminOrderPrintPage', () => {
  it('shows the order', async () => {
    mockGraphQLQuery('AdminOrderQuery', () => placed())
    render(<AdminOrderPrintPage id={101} />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Заказ A-000101' })
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Напечатать' })).toBeInTheDocument()
  })
})
