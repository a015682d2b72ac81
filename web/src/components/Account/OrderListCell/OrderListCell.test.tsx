import userEvent from '@testing-library/user-event'

import { render, screen } from '@redwoodjs/testing/web'

import type { OrderListKind } from 'src/components/Account/OrderList/OrderList'
import OrderListCell from 'src/components/Account/OrderListCell'

import { Empty, Failure, isEmpty, Loading, Success } from './OrderListCell'
import { empty, standard } from './OrderListCell.mock'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

/** Each list: the api's operation the mutations refetch, its empty text and a row of its mock. */
const LISTS: [OrderListKind, string, RegExp, string][] = [
  ['current', 'CurrentOrdersQuery', /^Текущих заказов нет\./, 'A-001042'],
  ['drafts', 'DraftOrdersQuery', /^Черновиков нет\./, 'A-001063'],
  ['history', 'OrderHistoryQuery', /^История заказов пока пуста\.$/, 'A-000987'],
]

describe('OrderListCell', () => {
  it('has Russian loading and failure states', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем заказы…')
    jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Failure kind="drafts" error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить заказы.')
  })

  describe.each(LISTS)('%s', (kind, operation, emptyText, firstNumber) => {
    it('is empty with no rows and says where such orders come from', () => {
      expect(isEmpty(empty())).toBe(true)
      expect(isEmpty(standard(kind))).toBe(false)
      render(<Empty kind={kind} />)
      expect(screen.getByText(emptyText)).toBeInTheDocument()
    })

    it('lists the orders', () => {
      render(<Success kind={kind} {...standard(kind)} />)
      expect(screen.getAllByRole('row')).toHaveLength(standard(kind).orders.results.length + 1)
      expect(screen.getByRole('rowheader', { name: firstNumber })).toBeInTheDocument()
    })

    it(`asks ${operation} for the page it is given and hands page changes up`, async () => {
      const asked = jest.fn()
      mockGraphQLQuery(operation, (variables) => {
        asked(variables)
        return { orders: { ...standard(kind).orders, page: 2, count: 45 } }
      })
      const onPage = jest.fn()
      render(<OrderListCell kind={kind} page={2} onPage={onPage} />)
      expect(await screen.findByText('Страница 2 из 3')).toBeInTheDocument()
      expect(asked).toHaveBeenCalledWith({ page: 2 })
      await userEvent.click(screen.getByRole('button', { name: 'Далее' }))
      expect(onPage).toHaveBeenCalledWith(3)
    })

    it('shows its empty text when the api has none', async () => {
      mockGraphQLQuery(operation, () => empty())
      render(<OrderListCell kind={kind} />)
      expect(await screen.findByText(emptyText)).toBeInTheDocument()
    })
  })

  it('offers a draft’s deletion and a placed order’s repetition, not the other way round', () => {
    const { unmount } = render(<Success kind="drafts" {...standard('drafts')} />)
    expect(screen.getByRole('button', { name: 'Удалить черновик A-001063' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Повторить/ })).not.toBeInTheDocument()
    unmount()
    render(<Success kind="history" {...standard('history')} />)
    expect(screen.getByRole('button', { name: 'Повторить заказ A-000987' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Удалить/ })).not.toBeInTheDocument()
  })
})
