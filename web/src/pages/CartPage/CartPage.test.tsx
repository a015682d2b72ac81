import userEvent from '@testing-library/user-event'

import { navigate } from '@redwoodjs/router'
import { render, screen, waitFor } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import { guestCart, wholesaleCart } from 'src/components/CartPopover/CartPopover.mock'
import { EMPTY_CART, StaticCartProvider, type CartApi } from 'src/components/ShopState/CartProvider'
import { loadCatalog } from 'src/lib/i18n'
import PageAt from 'src/lib/i18n/PageAt'
import { graphQLRefusal } from 'src/testing/accountTestUser'

import CartPage from './CartPage'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))
jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  navigate: jest.fn(),
}))

const open = (value: Partial<CartApi>) => {
  const cart = { remove: jest.fn(), clear: jest.fn() }
  for (const fn of Object.values(cart)) fn.mockResolvedValue(undefined)
  render(
    <StaticCartProvider value={{ cart: guestCart(), isGuest: false, ...cart, ...value }}>
      <CartPage />
    </StaticCartProvider>
  )
  return cart
}

const box = (name: RegExp) => screen.getByRole('checkbox', { name })
const PUMPS = /^Выбрать: Насосная станция/
const TANK = /^Выбрать: Бак мембранный/

describe('CartPage (/cart)', () => {
  beforeEach(() => jest.clearAllMocks())

  it('lists the lines, all checked, with the total of the checked ones', () => {
    open({})
    expect(screen.getByRole('heading', { level: 1, name: 'Корзина' })).toBeInTheDocument()
    expect(screen.getAllByRole('group', { name: /^Количество:/ })).toHaveLength(2)
    expect(box(PUMPS)).toBeChecked()
    expect(box(TANK)).toBeChecked()
    expect(screen.getByText('Выбрано: 2 из 2')).toBeInTheDocument()
    expect(screen.getByText(/Итого:/)).toHaveTextContent('Итого: 301 000 ₸')
    // Each priced line spells out its sum; the price-on-request line has none to show.
    expect(screen.getByText('2 × 150 500 ₸ = 301 000 ₸')).toBeInTheDocument()
    expect(screen.getByText(/ × .* = /)).toBeInTheDocument()
    expect(
      screen.getByText('Цена части товаров уточняется у менеджера и не вошла в сумму.')
    ).toBeInTheDocument()
  })

  it('sums the checked lines at their quantity-break unit prices', async () => {
    open({ cart: wholesaleCart() })
    expect(screen.getByText('Цена от 10 шт.')).toBeInTheDocument()
    expect(screen.getByText('12 × 9 500 ₸ = 114 000 ₸')).toBeInTheDocument()
    expect(screen.getByText('3 × 142 000 ₸ = 426 000 ₸')).toBeInTheDocument()
    expect(screen.getByText(/Итого:/)).toHaveTextContent('Итого: 540 000 ₸')
    // The valves alone: 12 × 9 500, not 12 × 10 000.
    await userEvent.click(screen.getByRole('checkbox', { name: /^Выбрать: Насосная станция/ }))
    expect(screen.getByText(/Итого:/)).toHaveTextContent('Итого: 114 000 ₸')
  })

  it('selects none, one and all', async () => {
    open({})
    await userEvent.click(screen.getByRole('button', { name: 'Снять выбор' }))
    expect(box(PUMPS)).not.toBeChecked()
    expect(box(TANK)).not.toBeChecked()
    expect(screen.getByText('Выбрано: 0 из 2')).toBeInTheDocument()
    expect(screen.getByText(/Итого:/)).toHaveTextContent('Итого: —')
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Удалить выбранные' })).toBeDisabled()

    await userEvent.click(box(TANK))
    expect(screen.getByText('Выбрано: 1 из 2')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Выбрать все' }))
    expect(box(PUMPS)).toBeChecked()
    expect(screen.getByText('Выбрано: 2 из 2')).toBeInTheDocument()
  })

  it('deletes the checked lines and clears the cart', async () => {
    const cart = open({})
    await userEvent.click(box(PUMPS))
    await userEvent.click(screen.getByRole('button', { name: 'Удалить выбранные' }))
    expect(cart.remove).toHaveBeenCalledTimes(1)
    expect(cart.remove).toHaveBeenCalledWith('BK-500')
    await userEvent.click(screen.getByRole('button', { name: 'Очистить корзину' }))
    expect(cart.clear).toHaveBeenCalled()
  })

  it('orders the checked lines on the one-page checkout', async () => {
    open({})
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }))
    expect(navigate).toHaveBeenLastCalledWith('/checkout')
    await userEvent.click(box(TANK))
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }))
    expect(navigate).toHaveBeenLastCalledWith('/checkout?lines=GR-HME-2CRE5')
  })

  it('keeps the whole cart as a draft and opens it', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('CreateOrderDraftMutation', (variables) => {
      sent(variables)
      return { createOrderDraft: { __typename: 'Order', id: 1063, number: 'A-001063' } }
    })
    const cart = open({})
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить как черновик' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/order?id=1063'))
    // The whole cart goes without items: the server takes its own cart and empties it.
    expect(sent).toHaveBeenCalledWith({})
    expect(cart.clear).toHaveBeenCalled()
    expect(cart.remove).not.toHaveBeenCalled()
    expect(toast.success).toHaveBeenCalledWith('Черновик заказа A-001063 создан')
  })

  it('keeps only the checked lines as a draft and removes them from the cart', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('CreateOrderDraftMutation', (variables) => {
      sent(variables)
      return { createOrderDraft: { __typename: 'Order', id: 1064, number: 'A-001064' } }
    })
    const cart = open({})
    await userEvent.click(box(TANK))
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить как черновик' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/order?id=1064'))
    expect(sent).toHaveBeenCalledWith({ items: [{ product: 'GR-HME-2CRE5', quantity: 2 }] })
    expect(cart.remove).toHaveBeenCalledWith('GR-HME-2CRE5')
    expect(cart.clear).not.toHaveBeenCalled()
  })

  it('toasts the api message when the draft cannot be made', async () => {
    mockGraphQLMutation(
      'CreateOrderDraftMutation',
      graphQLRefusal('Товар с артикулом BK-500 не найден.', { code: 'BAD_USER_INPUT' })
    )
    open({})
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить как черновик' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Товар с артикулом BK-500 не найден.')
    )
    expect(navigate).not.toHaveBeenCalled()
  })

  it('offers a guest the same checkout, and the operator form beside it (issue 30 §1)', async () => {
    mockGraphQLQuery('GuestShopsQuery', () => ({ shops: [] }))
    open({ isGuest: true })
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }))
    expect(navigate).toHaveBeenCalledWith('/checkout')
    expect(screen.queryByRole('button', { name: 'Сохранить как черновик' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Оформить через оператора' }))
    expect(
      screen.getByRole('dialog', { name: 'Оператор свяжется с вами для выяснения деталей заказа' })
    ).toBeInTheDocument()
  })

  it('says «В корзине ничего нет» with a link to the catalogue when empty', () => {
    open({ cart: EMPTY_CART })
    expect(screen.getByText('В корзине ничего нет')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/precatalog'
    )
  })

  it('shows loading while the cart is read', () => {
    open({ cart: EMPTY_CART, loading: true })
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем корзину…')
  })

  it('on /kk speaks Kazakh and checks out on the Kazakh checkout (issue 33)', async () => {
    await loadCatalog('kk')
    render(
      <PageAt href="/kk/cart">
        <StaticCartProvider value={{ cart: wholesaleCart(), isGuest: true }}>
          <CartPage />
        </StaticCartProvider>
      </PageAt>
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Себет' })).toBeInTheDocument()
    expect(screen.getByText('Таңдалды: 2 ішінен 2')).toBeInTheDocument()
    expect(screen.getByText('10 дана бастап баға')).toBeInTheDocument()
    expect(screen.getByText(/Барлығы:/)).toHaveTextContent('Барлығы: 540 000 ₸')
    expect(screen.getAllByRole('group', { name: /^Саны:/ })).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Оператор арқылы ресімдеу' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Тапсырыс беру' }))
    expect(navigate).toHaveBeenCalledWith('/kk/checkout')
  })
})
