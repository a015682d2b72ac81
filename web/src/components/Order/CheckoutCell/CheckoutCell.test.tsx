import userEvent from '@testing-library/user-event'

import { render, screen } from '@redwoodjs/testing/web'

import CheckoutCell from 'src/components/Order/CheckoutCell'
import { placedOrder, SHOP_ATYRAU } from 'src/testing/orderMocks'

import { Failure, Loading, Success } from './CheckoutCell'
import { placed, shops, standard } from './CheckoutCell.mock'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

describe('CheckoutCell (/checkout?id=)', () => {
  beforeEach(() => mockGraphQLQuery('CheckoutShopsQuery', () => shops()))

  it('shares the order page’s loading and failure states', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем заказ…')
    render(<Failure id={1063} error={new Error('Failed to fetch')} />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Не удалось загрузить заказ. Обновите страницу.'
    )
  })

  it('shows the form for a draft and the confirmation for a placed order', () => {
    const { unmount } = render(<Success id={1063} {...standard()} />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Оформление заказа A-001063' })
    ).toBeInTheDocument()
    unmount()
    render(<Success id={1063} {...placed()} />)
    expect(screen.getByRole('status')).toHaveTextContent('Заказ A-001042 оформлен')
  })

  it('loads the draft, places it and shows the placed order from the answer', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('CheckoutOrderQuery', (variables) => {
      asked(variables)
      return standard()
    })
    mockGraphQLMutation('PlaceDraftOrderMutation', ({ comment }) => ({
      placeDraftOrder: placedOrder({ id: 1063, number: 'A-001063', comment, shop: SHOP_ATYRAU }),
    }))
    render(<CheckoutCell id={1063} />)
    await userEvent.selectOptions(
      await screen.findByLabelText('Магазин'),
      await screen.findByRole('option', { name: /Магазин в Атырау/ })
    )
    expect(asked).toHaveBeenCalledWith({ id: 1063 })
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить заказ' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Заказ A-001063 оформлен')
    expect(screen.getByText(/Статус: Оформлен/)).toBeInTheDocument()
  })
})
