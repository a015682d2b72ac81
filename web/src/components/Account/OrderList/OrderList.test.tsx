import userEvent from '@testing-library/user-event'

import { navigate } from '@redwoodjs/router'
import { render, screen, waitFor, within } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import { graphQLRefusal } from 'src/testing/accountTestUser'

import OrderList from './OrderList'
import { currentRows, draftRows, historyRows } from './OrderList.mock'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))
jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  navigate: jest.fn(),
}))

const renderList = (props: Partial<Parameters<typeof OrderList>[0]> = {}) => {
  const onPage = jest.fn()
  render(
    <OrderList
      orders={currentRows()}
      kind="current"
      page={1}
      pageCount={1}
      onPage={onPage}
      {...props}
    />
  )
  return { onPage }
}

describe('OrderList', () => {
  beforeEach(() => jest.clearAllMocks())
  afterEach(() => jest.restoreAllMocks())

  it('shows number, ru-RU date, status, count and total in tenge, with an «Открыть» link', () => {
    renderList()
    const row = screen.getByRole('rowheader', { name: 'A-001042' }).closest('tr')!
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(cells.slice(0, 4)).toEqual(['14.03.2025', 'Подтверждён', '3', '264 500 ₸'])
    expect(within(row).getByRole('link', { name: 'Открыть заказ A-001042' })).toHaveAttribute(
      'href',
      '/order?id=1042'
    )
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument()
    // An order paid online says so next to its status.
    const paid = screen.getByRole('rowheader', { name: 'A-001057' }).closest('tr')!
    expect(within(paid).getAllByRole('cell')[1]).toHaveTextContent('Собирается · Оплачен')
  })

  it('names each cell by its column, for phones where the header row is hidden', () => {
    renderList({ orders: draftRows(), kind: 'drafts' })
    const table = screen.getByRole('table')
    expect(table).toHaveClass('stack-table')
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
      .slice(0, 5)
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const labelled = [...row.querySelectorAll('[data-label]')]
      expect(labelled.map((cell) => cell.getAttribute('data-label'))).toEqual(headers)
    }
    expect(headers).toEqual(['Заказ', 'Дата', 'Статус', 'Товаров', 'Сумма'])
  })

  it('repeats a placed order into a new draft, says so and opens it', async () => {
    const copied = jest.fn()
    mockGraphQLMutation('CopyOrderToDraftMutation', (variables) => {
      copied(variables)
      return { copyOrderToDraft: { __typename: 'Order', id: 2001, number: 'A-002001' } }
    })
    renderList({ orders: historyRows(), kind: 'history' })
    expect(screen.queryByRole('button', { name: /Удалить/ })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Повторить заказ A-000987' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/order?id=2001'))
    expect(copied).toHaveBeenCalledWith({ id: 987 })
    expect(toast.success).toHaveBeenCalledWith('Создан черновик A-002001')
  })

  it('tells the server message when repeating fails', async () => {
    mockGraphQLMutation(
      'CopyOrderToDraftMutation',
      graphQLRefusal('Заказ не найден.', { code: 'NOT_FOUND' })
    )
    renderList()
    await userEvent.click(screen.getByRole('button', { name: 'Повторить заказ A-001042' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Заказ не найден.'))
    expect(navigate).not.toHaveBeenCalled()
  })

  it('deletes a draft only after the shopper confirms', async () => {
    const removed = jest.fn()
    mockGraphQLMutation('RemoveOrderMutation', (variables) => {
      removed(variables)
      return { removeOrder: null }
    })
    const browserConfirm = jest.spyOn(window, 'confirm')
    renderList({ orders: draftRows(), kind: 'drafts' })
    expect(screen.queryByRole('button', { name: /Повторить/ })).not.toBeInTheDocument()
    const remove = screen.getByRole('button', { name: 'Удалить черновик A-001063' })
    await userEvent.click(remove)
    // The shop's own dialog, in Russian; «Отмена» keeps the draft.
    const ask = screen.getByRole('dialog', { name: 'Удалить черновик A-001063?' })
    expect(ask).toHaveAccessibleDescription(
      'Черновик и его товары будут удалены без возможности восстановления.'
    )
    await userEvent.click(within(ask).getByRole('button', { name: 'Отмена' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(removed).not.toHaveBeenCalled()

    await userEvent.click(remove)
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' })
    )
    await waitFor(() => expect(removed).toHaveBeenCalledWith({ id: 1063 }))
    expect(browserConfirm).not.toHaveBeenCalled()
    browserConfirm.mockRestore()
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Черновик удалён'))
  })

  it('pages back and forth', async () => {
    const { onPage } = renderList({ page: 2, pageCount: 3 })
    const pages = screen.getByRole('navigation', { name: 'Страницы' })
    expect(pages).toHaveTextContent('Страница 2 из 3')
    await userEvent.click(within(pages).getByRole('button', { name: 'Далее' }))
    expect(onPage).toHaveBeenLastCalledWith(3)
    await userEvent.click(within(pages).getByRole('button', { name: 'Назад' }))
    expect(onPage).toHaveBeenLastCalledWith(1)
  })

  it('offers «Счёт на оплату (PDF)» for placed orders only, not drafts or cancelled ones', () => {
    renderList({ orders: [...currentRows(), ...historyRows(), ...draftRows()] })
    const invoices = screen
      .getAllByRole('link', { name: /^Счёт на оплату заказа/ })
      .map((link) => link.getAttribute('href'))
    expect(invoices).toEqual([
      '/api/v1/order/1042/invoice/',
      '/api/v1/order/1057/invoice/',
      '/api/v1/order/987/invoice/',
    ])
  })
})
