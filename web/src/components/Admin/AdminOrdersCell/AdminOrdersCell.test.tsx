import { render, screen, within } from '@redwoodjs/testing/web'

import AdminOrdersCell from 'src/components/Admin/AdminOrdersCell'

import { Empty, Failure, Loading, Success } from './AdminOrdersCell'
import { empty, longValues, manyPages, standard } from './AdminOrdersCell.mock'

describe('AdminOrdersCell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('announces loading', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем заказы…')
  })

  it('says when the filter finds nothing', () => {
    render(<Empty />)
    expect(screen.getByText(/Заказов по этим условиям нет/)).toBeInTheDocument()
  })

  it("shows the api's Russian message for a refused filter", () => {
    const error = Object.assign(new Error('x'), {
      graphQLErrors: [
        { message: 'Введите дату в формате ГГГГ-ММ-ДД.', extensions: { code: 'BAD_USER_INPUT' } },
      ],
    })
    render(<Failure error={error} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Введите дату в формате ГГГГ-ММ-ДД.')
  })

  it('shows status tabs with their counts, the current one marked', () => {
    render(<Success {...standard()} params={{ status: 'placed', search: 'Алия' }} />)
    const tabs = screen.getByRole('navigation', { name: 'Статусы заказов' })
    const links = within(tabs).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Все 3',
      'Оформлен 2',
      'Подтверждён 1',
      'Собирается 0',
      'Готов к выдаче 0',
      'Выполнен 0',
      'Отменён 0',
    ])
    expect(within(tabs).getByRole('link', { current: 'page' })).toHaveTextContent('Оформлен')
    // A tab keeps the rest of the filter and starts from page 1.
    expect(links[2]).toHaveAttribute(
      'href',
      '/admin/orders?status=confirmed&search=%D0%90%D0%BB%D0%B8%D1%8F'
    )
  })

  it('lists the orders: number links to the order page, sortable headers say how they sort', () => {
    render(<Success {...standard()} params={{ sort: 'total', direction: 'asc' }} />)
    const table = screen.getByRole('table', { name: 'Заказы: 3' })
    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map((h) => h.textContent)).toEqual([
      'Номер',
      'Оформлен',
      'Покупатель',
      'Контакты',
      'Получение',
      'Оплата',
      'Статус',
      'Сумма ↑',
    ])
    expect(headers[7]).toHaveAttribute('aria-sort', 'ascending')
    expect(headers[0]).not.toHaveAttribute('aria-sort')
    expect(within(headers[7]).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/orders?sort=total&direction=desc'
    )
    expect(within(table).getByRole('link', { name: 'A-000101' })).toHaveAttribute(
      'href',
      '/admin/orders/101'
    )
    const guest = within(table).getByRole('row', { name: /A-000102/ })
    expect(
      within(guest)
        .getAllByRole('cell')
        .map((c) => c.textContent)
    ).toEqual([
      '25.11.2026, 10:00',
      'Данияр Ахметовгость',
      '+7 (705) 765 43 21',
      'СамовывозАктобе',
      'Онлайн-оплата картойОплачен',
      'Подтверждён',
      '5 000 ₸',
    ])
  })

  // Issue 30 §4: payment and delivery each a column of their own.
  it('shows a delivery by its city and a payment by its type and online state', () => {
    render(<Success {...standard()} params={{}} />)
    const table = screen.getByRole('table', { name: 'Заказы: 3' })
    const cells = within(within(table).getByRole('row', { name: /A-000101/ }))
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells[3]).toBe('ДоставкаАтырау')
    expect(cells[4]).toBe('Безналичный расчёт по счёту')
    const guest = within(table).getByRole('row', { name: /A-000102/ })
    expect(within(guest).getByText('Оплачен')).toHaveClass('admin-badge--success')
  })

  it('keeps the number and the phone on one line (the e-mail may break)', () => {
    render(<Success {...longValues()} params={{}} />)
    const number = screen.getByRole('rowheader', { name: 'A-001066' })
    expect(number).toHaveClass('admin-order-list__number')
    expect(screen.getAllByText('+7 (701) 123 45 67')[0]).toHaveClass('admin-order-list__phone')
  })

  it('pages with the filter kept', () => {
    render(<Success {...manyPages()} params={{ status: 'placed', page: '2' }} />)
    const pager = screen.getByRole('navigation', { name: 'Страницы списка заказов' })
    expect(within(pager).getByText('26–50 из 120')).toBeInTheDocument()
    expect(within(pager).getByRole('link', { name: 'Страница 3' })).toHaveAttribute(
      'href',
      '/admin/orders?status=placed&page=3'
    )
  })

  it('asks the api with the filter of the address', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('AdminOrdersQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<AdminOrdersCell params={{ status: 'placed', shop: '2', sort: 'number' }} />)
    expect(await screen.findByRole('link', { name: 'A-000101' })).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith(
      expect.objectContaining({ status: ['placed'], shop: 2, sort: 'number', page: 1 })
    )
  })

  it('is empty when no status has an order under the filter', async () => {
    mockGraphQLQuery('AdminOrdersQuery', () => empty())
    render(<AdminOrdersCell params={{ search: 'Никто' }} />)
    expect(await screen.findByText(/Заказов по этим условиям нет/)).toBeInTheDocument()
  })
})
