import userEvent from '@testing-library/user-event'

import { render, screen } from '@redwoodjs/testing/web'

import DraftOrdersCell from 'src/components/Account/DraftOrdersCell'

import { Empty, Failure, isEmpty, Loading, Success } from './DraftOrdersCell'
import { standard } from './DraftOrdersCell.mock'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

describe('DraftOrdersCell', () => {
  it('has Russian loading, empty and failure states', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем заказы…')
    expect(isEmpty({ draftOrders: { ...standard().draftOrders, results: [] } })).toBe(true)
    expect(isEmpty(standard())).toBe(false)
    render(<Empty />)
    expect(screen.getByText(/Черновиков нет/)).toBeInTheDocument()
    jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить заказы.')
  })

  it('lists the orders', () => {
    render(<Success {...standard()} />)
    expect(screen.getAllByRole('row')).toHaveLength(standard().draftOrders.results.length + 1)
    expect(screen.getByRole('rowheader', { name: 'A-001063' })).toBeInTheDocument()
  })

  it('asks the server for the page it is given and hands page changes up', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('DraftOrdersQuery', (variables) => {
      asked(variables)
      return { draftOrders: { ...standard().draftOrders, page: 2, count: 45 } }
    })
    const onPage = jest.fn()
    render(<DraftOrdersCell page={2} onPage={onPage} />)
    expect(await screen.findByText('Страница 2 из 3')).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ page: 2 })
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }))
    expect(onPage).toHaveBeenCalledWith(3)
  })
})
