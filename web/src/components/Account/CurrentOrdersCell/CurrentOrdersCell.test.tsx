import userEvent from '@testing-library/user-event'

import { render, screen } from '@redwoodjs/testing/web'

import CurrentOrdersCell from 'src/components/Account/CurrentOrdersCell'

import { Empty, Failure, isEmpty, Loading, Success } from './CurrentOrdersCell'
import { standard } from './CurrentOrdersCell.mock'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

describe('CurrentOrdersCell', () => {
  it('has Russian loading, empty and failure states', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем заказы…')
    expect(isEmpty({ currentOrders: { ...standard().currentOrders, results: [] } })).toBe(true)
    expect(isEmpty(standard())).toBe(false)
    render(<Empty />)
    expect(screen.getByText(/Текущих заказов нет/)).toBeInTheDocument()
    jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить заказы.')
  })

  it('lists the orders', () => {
    render(<Success {...standard()} />)
    expect(screen.getAllByRole('row')).toHaveLength(standard().currentOrders.results.length + 1)
    expect(screen.getByRole('rowheader', { name: 'A-001042' })).toBeInTheDocument()
  })

  it('asks the server for the page it is given and hands page changes up', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('CurrentOrdersQuery', (variables) => {
      asked(variables)
      return { currentOrders: { ...standard().currentOrders, page: 2, count: 45 } }
    })
    const onPage = jest.fn()
    render(<CurrentOrdersCell page={2} onPage={onPage} />)
    expect(await screen.findByText('Страница 2 из 3')).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ page: 2 })
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }))
    expect(onPage).toHaveBeenCalledWith(3)
  })
})
