import { render, screen } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Admin/AdminCustomerCell/AdminCustomerCell.mock'

import AdminCustomerPage from './AdminCustomerPage'

describe('AdminCustomerPage', () => {
  it('shows the customer under one h1 with a way back', async () => {
    mockGraphQLQuery('AdminCustomerQuery', () => standard())
    render(<AdminCustomerPage id={7} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Покупатель' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Все покупатели' })).toHaveAttribute(
      'href',
      '/admin/customers'
    )
    expect(await screen.findByRole('heading', { name: 'Иванова Айгерим' })).toBeInTheDocument()
  })
})
