import { render, screen } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Admin/AdminDashboardCell/AdminDashboardCell.mock'
import { standard as waited } from 'src/components/Admin/AdminWaitedProductsCell/AdminWaitedProductsCell.mock'

import AdminDashboardPage from './AdminDashboardPage'

describe('AdminDashboardPage', () => {
  it('shows the heading, the seven counts and the goods shoppers wait for', async () => {
    mockGraphQLQuery('AdminDashboardQuery', () => standard())
    mockGraphQLQuery('AdminWaitedProductsQuery', () => waited())
    render(<AdminDashboardPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Дашборд' })).toBeInTheDocument()
    expect(await screen.findAllByRole('listitem')).toHaveLength(7)
    expect(await screen.findByRole('region', { name: 'Ждут поступления' })).toHaveTextContent(
      'Котёл газовый Navien Deluxe 24K'
    )
  })
})
