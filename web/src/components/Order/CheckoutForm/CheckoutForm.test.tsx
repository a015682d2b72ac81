import userEvent from '@testing-library/user-event'

import { render, screen, waitFor, within } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import { graphQLRefusal } from 'src/testing/accountTestUser'
import { checkoutShops, cleanDraftOrder, placedOrder, SHOP_ATYRAU } from 'src/testing/orderMocks'

import CheckoutForm from './CheckoutForm'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

const chooseShop = async () =>
  userEvent.selectOptions(
    screen.getByLabelText('Магазин'),
    await screen.findByRole('option', { name: 'Магазин в Атырау — г. Атырау, ул. Сатпаева, 17' })
  )

describe('CheckoutForm (SPEC §2 /checkout)', () => {
  beforeEach(() => {
    jest.clearAllMocks()
    mockGraphQLQuery('CheckoutShopsQuery', () => checkoutShops())
  })

  it('shows the draft’s lines, the total and the shops', async () => {
    render(<CheckoutForm order={cleanDraftOrder()} />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Оформление заказа A-001063' })
    ).toBeInTheDocument()
    const lines = within(screen.getByRole('list', { name: 'Состав заказа' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(lines).toEqual([
      'Коллектор Valtec VTc.560.N с расходомерами, 3 выхода × 2 — 300 000 ₸',
      'Насос циркуляционный Grundfos UPS 25-40 180 × 1 — 89 900 ₸',
    ])
    expect(screen.getByText(/Итого:/)).toHaveTextContent('Итого: 389 900 ₸')
    expect(
      await screen.findByRole('option', {
        name: 'Магазин в Актобе — г. Актобе, пр. Абилкайыр хана, 62',
      })
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Вернуться к заказу' })).toHaveAttribute(
      'href',
      '/order?id=1063'
    )
  })

  it('asks for a shop before placing', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('PlaceDraftOrderMutation', (variables) => {
      sent(variables)
      return { placeDraftOrder: placedOrder() }
    })
    render(<CheckoutForm order={cleanDraftOrder()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить заказ' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Выберите магазин.')
    expect(screen.getByLabelText('Магазин')).toHaveAttribute('aria-invalid', 'true')
    // The focus goes to the field in error.
    expect(screen.getByLabelText('Магазин')).toHaveFocus()
    expect(sent).not.toHaveBeenCalled()
  })

  it('refuses a comment the api would refuse, with the api’s message', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('PlaceDraftOrderMutation', (variables) => {
      sent(variables)
      return { placeDraftOrder: placedOrder({ id: 1063, number: 'A-001063' }) }
    })
    render(<CheckoutForm order={{ ...cleanDraftOrder(), comment: 'к'.repeat(2001) }} />)
    await chooseShop()
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить заказ' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Убедитесь, что это поле содержит не более 2000 символов.'
    )
    expect(sent).not.toHaveBeenCalled()
  })

  it('places the draft with the shop and the comment', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('PlaceDraftOrderMutation', (variables) => {
      sent(variables)
      return { placeDraftOrder: placedOrder({ id: 1063, number: 'A-001063' }) }
    })
    render(<CheckoutForm order={cleanDraftOrder()} />)
    await chooseShop()
    await userEvent.type(screen.getByLabelText('Комментарий'), 'Заберу после 17:00')
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить заказ' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Заказ успешно сформирован'))
    expect(sent).toHaveBeenCalledWith({ id: 1063, shop: 1, comment: 'Заберу после 17:00' })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('starts from the draft’s shop and comment', async () => {
    render(<CheckoutForm order={cleanDraftOrder({ shop: SHOP_ATYRAU, comment: 'Позвонить' })} />)
    await screen.findByRole('option', { name: /Магазин в Атырау/ })
    expect(screen.getByLabelText('Магазин')).toHaveValue('1')
    expect(screen.getByLabelText('Комментарий')).toHaveValue('Позвонить')
  })

  it('lists the lines the stock cannot cover (409) with a link to fix the order', async () => {
    mockGraphQLMutation(
      'PlaceDraftOrderMutation',
      graphQLRefusal('Не хватает товара на складе.', {
        code: 'CONFLICT',
        items: [
          {
            id: 502,
            article: 'GR-UPS-25-40',
            quantity: 1,
            available: 0,
            message: 'В наличии 0 товаров',
          },
        ],
      })
    )
    render(<CheckoutForm order={cleanDraftOrder()} />)
    await chooseShop()
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить заказ' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Не хватает товара на складе.')
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'GR-UPS-25-40: В наличии 0 товаров'
    )
    expect(within(alert).getByRole('link', { name: 'Исправить заказ' })).toHaveAttribute(
      'href',
      '/order?id=1063'
    )
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('says so when the network fails', async () => {
    mockGraphQLMutation('PlaceDraftOrderMutation', (_variables, { ctx }) => {
      ctx.status(500)
      return {}
    })
    jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<CheckoutForm order={cleanDraftOrder()} />)
    await chooseShop()
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить заказ' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось оформить заказ. Попробуйте позже.'
    )
  })

  it('shows a placed order as placed, with links', () => {
    render(<CheckoutForm order={placedOrder()} />)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Заказ A-001042 оформлен')
    expect(status).toHaveTextContent(
      'Статус: Оформлен. Менеджер свяжется с вами для подтверждения.'
    )
    expect(within(status).getByRole('link', { name: 'Текущие заказы' })).toHaveAttribute(
      'href',
      '/personal-account?tab=currentorders'
    )
    expect(within(status).getByRole('link', { name: 'Открыть заказ' })).toHaveAttribute(
      'href',
      '/order?id=1042'
    )
    expect(screen.queryByRole('button', { name: 'Подтвердить заказ' })).not.toBeInTheDocument()
  })

  it('cannot place a draft without lines', () => {
    render(<CheckoutForm order={cleanDraftOrder({ items: [], total: 0, count: 0 })} />)
    expect(screen.getByRole('button', { name: 'Подтвердить заказ' })).toBeDisabled()
  })
})
