import { render, screen } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Admin/AdminCustomersCell/AdminCustomersCell.mock'

import AdminCustomersPage from './AdminCustomersPage'

describe('AdminCustomersPage', () => {
  it('has its heading, a labelled search and the list', async () => {
    mockGraphQLQuery('AdminCustomersQuery', () => standard())
    render(<AdminCustomersPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Покупатели' })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'E-mail, имя или телефон' })).toBeInTheDocument()
    expect(await screen.findByRole('table', { name: 'Покупатели' })).toBeInTheDocument()
  })
})
