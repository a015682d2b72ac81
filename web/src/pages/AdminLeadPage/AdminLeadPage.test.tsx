import { render, screen } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Admin/AdminLeadCell/AdminLeadCell.mock'

import AdminLeadPage from './AdminLeadPage'

describe('AdminLeadPage', () => {
  it('shows the lead under one h1 with a way back to the list', async () => {
    mockGraphQLQuery('AdminLeadQuery', () => standard())
    render(<AdminLeadPage id={4} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Заявка' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Все заявки' })).toHaveAttribute(
      'href',
      '/admin/leads'
    )
    expect(await screen.findByRole('heading', { name: /Заявка №4: Серик/ })).toBeInTheDocument()
  })
})
