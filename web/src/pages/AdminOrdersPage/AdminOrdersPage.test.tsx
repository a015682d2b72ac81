import { render, screen, within } from '@redwoodjs/testing/web'

import { standard as shops } from 'src/components/Admin/AdminOrderFilters/orderShops.mock'
import { standard } from 'src/components/Admin/AdminOrdersCell/AdminOrdersCell.mock'

import AdminOrdersPage from './AdminOrdersPage'

jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  useParams: () => ({ status: 'placed', search: '701', page: '2' }),
}))

describe('AdminOrdersPage', () => {
  it('has the heading, the filter, the list and the exports of the current filter', async () => {
    mockGraphQLQuery('AdminOrdersQuery', () => standard())
    mockGraphQLQuery('AdminOrderShopsQuery', () => shops())
    render(<AdminOrdersPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Заказы' })).toBeInTheDocument()
    expect(screen.getByRole('search', { name: 'Фильтр заказов' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Скачать XLSX' })).toHaveAttribute(
      'href',
      '/api/v1/admin/orders/export.xlsx?status=placed&search=701'
    )
    expect(screen.getByRole('link', { name: 'Скачать CSV' })).toHaveAttribute(
      'href',
      '/api/v1/admin/orders/export.csv?status=placed&search=701'
    )
    const table = await screen.findByRole('table', { name: 'Заказы: 3' })
    expect(within(table).getByRole('link', { name: 'A-000101' })).toBeInTheDocument()
  })
})
