import { render, screen, within } from '@redwoodjs/testing/web'

import { retailUser } from 'src/testing/accountTestUser'

import { Empty, Failure, isEmpty, Loading, Success, WAITED_LABEL } from './AdminWaitedProductsCell'
import { none, standard } from './AdminWaitedProductsCell.mock'

describe('AdminWaitedProductsCell', () => {
  it('has Russian loading, empty and failure states', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем ожидаемые товары…')
    expect(isEmpty(none())).toBe(true)
    render(<Empty />)
    expect(screen.getByText('Никто не ждёт поступления товаров.')).toBeInTheDocument()
    jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить ожидаемые товары.')
  })

  it('lists the most-waited goods; an editor opens each product', () => {
    mockCurrentUser(
      retailUser({ id: 3, email: 'editor@akvatoria.kz', role: 'editor', roles: ['editor'] })
    )
    render(<Success {...standard()} />)
    const card = screen.getByRole('region', { name: WAITED_LABEL })
    expect(card).toHaveTextContent('5 в ожидании')
    const [, boiler] = within(card).getAllByRole('row')
    expect(
      within(boiler).getByRole('link', { name: 'Котёл газовый Navien Deluxe 24K' })
    ).toHaveAttribute('href', '/admin/products/41')
    expect(within(boiler).getByRole('cell', { name: '3' })).toBeInTheDocument()
  })

  it('names the goods without links for a manager (the catalogue is not theirs)', () => {
    mockCurrentUser(
      retailUser({ id: 4, email: 'manager@akvatoria.kz', role: 'manager', roles: ['manager'] })
    )
    render(<Success {...standard()} />)
    expect(screen.getByText('Котёл газовый Navien Deluxe 24K')).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})
