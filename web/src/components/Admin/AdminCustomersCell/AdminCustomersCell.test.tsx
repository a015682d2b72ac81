import { render, screen, within } from '@redwoodjs/testing/web'

import AdminCustomersCell from 'src/components/Admin/AdminCustomersCell'

import { customersHref, Failure, Loading, Success } from './AdminCustomersCell'
import { empty, standard } from './AdminCustomersCell.mock'

describe('AdminCustomersCell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('announces loading and failure', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем…')
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить покупателей.')
  })

  it('lists customers with name link, contacts (the phone formatted) and group', () => {
    render(<Success {...standard()} />)
    const rows = within(screen.getByRole('table', { name: 'Покупатели' })).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(within(rows[1]).getByRole('link', { name: 'Иванова Айгерим' })).toHaveAttribute(
      'href',
      '/admin/customers/7'
    )
    expect(rows[1]).toHaveTextContent('Розничные покупатели')
    // Stored E.164, shown as the shop shows every phone.
    expect(rows[1]).toHaveTextContent('+7 (701) 123 45 67')
    expect(rows[1]).not.toHaveTextContent('+77011234567')
    // No name: the e-mail stands for it.
    expect(within(rows[2]).getByRole('link', { name: 'opt@example.kz' })).toBeInTheDocument()
    expect(rows[2]).toHaveTextContent('Оптовые покупатели vip')
  })

  it('says when nobody matches', () => {
    render(<Success {...empty()} />)
    expect(screen.getByText('Покупателей не найдено.')).toBeInTheDocument()
  })

  it('keeps the search in the page links', () => {
    expect(customersHref('Айгерим', 2)).toBe(
      '/admin/customers?search=%D0%90%D0%B9%D0%B3%D0%B5%D1%80%D0%B8%D0%BC&page=2'
    )
    expect(customersHref('', 1)).toBe('/admin/customers')
  })

  it('asks the api with the search', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('AdminCustomersQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<AdminCustomersCell page={1} search="айгерим" />)
    expect(await screen.findByRole('table', { name: 'Покупатели' })).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ page: 1, search: 'айгерим' })
  })
})
