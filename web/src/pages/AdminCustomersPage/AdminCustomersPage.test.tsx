import { navigate } from '@redwoodjs/router'
import { act, fireEvent, render, screen } from '@redwoodjs/testing/web'

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
  it('shows the address’s search and follows a new address (a link, back)', async () => {
    mockGraphQLQuery('AdminCustomersQuery', () => standard())
    act(() => navigate('/admin/customers?search=aigerim'))
    render(<AdminCustomersPage />)
    const box = () => screen.getByRole('searchbox', { name: 'E-mail, имя или телефон' })
    expect(box()).toHaveValue('aigerim')
    fireEvent.change(box(), { target: { value: 'aigerim2' } })
    act(() => navigate('/admin/customers'))
    expect(box()).toHaveValue('')
    await screen.findByRole('table', { name: 'Покупатели' })
  })
})
