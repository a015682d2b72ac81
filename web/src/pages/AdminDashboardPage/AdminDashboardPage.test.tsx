import { render, screen } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Admin/AdminDashboardCell/AdminDashboardCell.mock'

import AdminDashboardPage from './AdminDashboardPage'

describe('AdminDashboardPage', () => {
  it('shows the heading and the seven counts', async () => {
    mockGraphQLQuery('AdminDashboardQuery', () => standard())
    render(<AdminDashboardPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Дашборд' })).toBeInTheDocument()
    expect(await screen.findAllByRole('listitem')).toHaveLength(7)
  })
})
