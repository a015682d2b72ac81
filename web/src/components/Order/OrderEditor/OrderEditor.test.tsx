import userEvent from '@testing-library/user-event'

import { navigate } from '@redwoodjs/router'
import { render, screen, waitFor, within } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import { graphQLRefusal } from 'src/testing/accountTestUser'
import {
  cleanDraftOrder,
  draftOrder,
  emptyDraftOrder,
  placedOrder,
  PRODUCTS,
} from 'src/testing/orderMocks'

import OrderEditor from './OrderEditor'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))
jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  navigate: jest.fn(),
}))

const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Выбрать: ${name}` })
const quantity = (name: string) => screen.getByRole('textbox', { name: `Количество: ${name}` })
const line = (name: string) =>
  within(screen.getByRole('list', { name: 'Позиции заказа' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name))!

describe('OrderEditor (SPEC §2 /order, §4 order lifecycle, §5 stock cap)', () => {
  beforeEach(() => {
    jest.clearAllMocks()
    mockGraphQLQuery('OrderFilesQuery', () => ({ orderFiles: [] }))
  })

  it('shows a draft: lines, the stock cap message, out-of-stock line, totals', () => {
    render(<OrderEditor order={draftOrder()} />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Черновик заказа A-001063' })
    ).toBeInTheDocument()
    expect(screen.getByText(/Статус:/)).toHaveTextContent('Статус: Черновик · Создан: 22.03.2025')
    expect(within(line(PRODUCTS.tank.name)).getByRole('note')).toHaveTextContent(
      'В наличии 3 товаров'
    )
    expect(line(PRODUCTS.station.name)).toHaveTextContent('Нет в наличии')
    expect(within(line(PRODUCTS.collector.name)).getByText('150 000 ₸')).toBeInTheDocument()
    expect(within(line(PRODUCTS.collector.name)).getByText('300 000 ₸')).toBeInTheDocument()
    // Phones show each figure's name (data-label): quantity, price, line total.
    const figures = [...line(PRODUCTS.collector.name).querySelectorAll('[data-label]')]
    expect(figures.map((figure) => figure.getAttribute('data-label'))).toEqual([
      'Количество',
      'Цена',
      'Сумма',
    ])
    expect(figures[0]).toContainElement(within(line(PRODUCTS.collector.name)).getByRole('textbox'))
    expect(figures[1]).toHaveTextContent('150 000 ₸')
    expect(figures[2]).toHaveTextContent('300 000 ₸')
    expect(screen.getByRole('link', { name: PRODUCTS.collector.name })).toHaveAttribute(
      'href',
      '/catalog/product/VT-VTC560-N-3'
    )
    expect(screen.getByText(/Товаров: 7/)).toHaveTextContent('Товаров: 7 · Итого: 1 625 900 ₸')
    expect(
      screen.getByText('Цена части товаров уточняется у менеджера и не вошла в сумму.')
    ).toBeInTheDocument()
    expect(
      screen.getByRole('region', { name: 'Заполнить из файла или списка' })
    ).toBeInTheDocument()
  })

  it('pre-checks only valid lines; select none and select all', async () => {
    render(<OrderEditor order={draftOrder()} />)
    expect(checkbox(PRODUCTS.collector.name)).toBeChecked()
    expect(checkbox(PRODUCTS.pump.name)).toBeChecked()
    expect(checkbox(PRODUCTS.tank.name)).toBeChecked()
    expect(checkbox(PRODUCTS.station.name)).not.toBeChecked()
    expect(checkbox(PRODUCTS.station.name)).toBeDisabled()

    await userEvent.click(screen.getByRole('button', { name: 'Снять выбор' }))
    for (const box of screen.getAllByRole('checkbox', { name: /^Выбрать:/ }))
      expect(box).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Удалить выбранные' })).toBeDisabled()

    await userEvent.click(screen.getByRole('button', { name: 'Выбрать все' }))
    expect(checkbox(PRODUCTS.collector.name)).toBeChecked()
    expect(checkbox(PRODUCTS.tank.name)).toBeChecked()
    expect(checkbox(PRODUCTS.station.name)).not.toBeChecked()

    await userEvent.click(checkbox(PRODUCTS.pump.name))
    expect(checkbox(PRODUCTS.pump.name)).not.toBeChecked()
  })

  it('sends a typed quantity on Enter', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('ChangeOrderItemQuantityMutation', (variables) => {
      sent(variables)
      return { changeOrderItemQuantity: draftOrder() }
    })
    render(<OrderEditor order={draftOrder()} />)
    const input = quantity(PRODUCTS.collector.name)
    expect(input).toHaveValue('2')
    await userEvent.clear(input)
    await userEvent.type(input, '5{Enter}')
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({ orderId: 1063, itemId: 501, quantity: 5 })
    )
  })

  it('refuses a non-integer quantity and puts the old one back', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('ChangeOrderItemQuantityMutation', (variables) => {
      sent(variables)
      return { changeOrderItemQuantity: draftOrder() }
    })
    render(<OrderEditor order={draftOrder()} />)
    const input = quantity(PRODUCTS.pump.name)
    await userEvent.clear(input)
    await userEvent.type(input, '1,5')
    await userEvent.tab()
    expect(toast.error).toHaveBeenCalledWith('Введите целое число от 1 до 100 000.')
    expect(input).toHaveValue('1')
    await userEvent.clear(input)
    await userEvent.type(input, '0{Enter}')
    expect(toast.error).toHaveBeenCalledTimes(2)
    // Above the api's bound: its own message, not a request.
    await userEvent.clear(input)
    await userEvent.type(input, '100001{Enter}')
    expect(toast.error).toHaveBeenLastCalledWith('Введите целое число от 1 до 100 000.')
    expect(sent).not.toHaveBeenCalled()
  })

  it('shows the stock cap the api answers for a quantity above the stock', async () => {
    // The api lowers the line to the stock and says so (SPEC §5).
    const capped = draftOrder()
    capped.items[1] = { ...capped.items[1], quantity: 6, errorMessage: 'В наличии 6 товаров' }
    mockGraphQLMutation('ChangeOrderItemQuantityMutation', () => ({
      changeOrderItemQuantity: capped,
    }))
    const { rerender } = render(<OrderEditor order={draftOrder()} />)
    const input = quantity(PRODUCTS.pump.name)
    await userEvent.clear(input)
    await userEvent.type(input, '40{Enter}')
    // The cell re-renders with the order the mutation answered.
    rerender(<OrderEditor order={capped} />)
    expect(quantity(PRODUCTS.pump.name)).toHaveValue('6')
    expect(within(line(PRODUCTS.pump.name)).getByRole('note')).toHaveTextContent(
      'В наличии 6 товаров'
    )
  })

  it('toasts the api message when a quantity change is refused', async () => {
    mockGraphQLMutation(
      'ChangeOrderItemQuantityMutation',
      graphQLRefusal('Изменять состав можно только у черновика.', { code: 'CONFLICT' })
    )
    render(<OrderEditor order={draftOrder()} />)
    const input = quantity(PRODUCTS.collector.name)
    await userEvent.clear(input)
    await userEvent.type(input, '3{Enter}')
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Изменять состав можно только у черновика.')
    )
    await waitFor(() => expect(input).toHaveValue('2'))
  })

  it('deletes the checked lines', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('DeleteOrderItemsMutation', (variables) => {
      sent(variables)
      return { deleteOrderItems: draftOrder() }
    })
    render(<OrderEditor order={draftOrder()} />)
    await userEvent.click(checkbox(PRODUCTS.collector.name))
    await userEvent.click(screen.getByRole('button', { name: 'Удалить выбранные' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Позиции удалены'))
    expect(sent).toHaveBeenCalledWith({ orderId: 1063, itemIds: [502, 503] })
  })

  it('places: asks before dropping unchecked lines, deletes them, goes to /checkout', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('DeleteOrderItemsMutation', (variables) => {
      sent(variables)
      return { deleteOrderItems: draftOrder() }
    })
    render(<OrderEditor order={draftOrder()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }))
    const ask = screen.getByRole('dialog', { name: 'Удалить позиции без отметки?' })
    expect(ask).toHaveAccessibleDescription('Позиции без отметки (1) будут удалены из заказа.')
    await userEvent.click(within(ask).getByRole('button', { name: 'Отмена' }))
    expect(sent).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить и продолжить' })
    )
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout?id=1063'))
    expect(sent).toHaveBeenCalledWith({ orderId: 1063, itemIds: [504] })
  })

  it('places a draft with every line checked without asking', async () => {
    render(<OrderEditor order={cleanDraftOrder()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(navigate).toHaveBeenCalledWith('/checkout?id=1063')
  })

  it('will not place with nothing checked', async () => {
    render(<OrderEditor order={draftOrder()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Снять выбор' }))
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }))
    expect(toast.error).toHaveBeenCalledWith('Отметьте товары, которые хотите заказать.')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('copies the draft and opens the copy', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('CopyOrderToDraftMutation', (variables) => {
      sent(variables)
      return { copyOrderToDraft: { __typename: 'Order', id: 1070, number: 'A-001070' } }
    })
    render(<OrderEditor order={draftOrder()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Копировать' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/order?id=1070'))
    expect(sent).toHaveBeenCalledWith({ id: 1063 })
    expect(toast.success).toHaveBeenCalledWith('Создан черновик A-001070')
  })

  it('deletes the draft after asking and returns to the drafts tab', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('RemoveOrderMutation', (variables) => {
      sent(variables)
      return { removeOrder: null }
    })
    render(<OrderEditor order={draftOrder()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Удалить черновик' }))
    const ask = screen.getByRole('dialog', { name: 'Удалить черновик A-001063?' })
    await userEvent.click(within(ask).getByRole('button', { name: 'Удалить' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/personal-account?tab=draftorders'))
    expect(sent).toHaveBeenCalledWith({ id: 1063 })
    expect(toast.success).toHaveBeenCalledWith('Черновик удалён')
  })

  it('shows a placed order read-only: repeat and cancel', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('RemoveOrderMutation', (variables) => {
      sent(variables)
      return {
        removeOrder: { __typename: 'Order', id: 1042, status: 'cancelled', statusTitle: 'Отменён' },
      }
    })
    render(<OrderEditor order={placedOrder()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Заказ A-001042' })).toBeInTheDocument()
    expect(screen.getByText(/Статус:/)).toHaveTextContent(
      'Статус: Оформлен · Создан: 14.03.2025 · Оформлен: 14.03.2025'
    )
    // Where and how: what the checkout fixed.
    expect(screen.getByText('Самовывоз из магазина: Магазин в Атырау')).toBeInTheDocument()
    expect(screen.getByText('Наличными при получении')).toBeInTheDocument()
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.getByText('2 шт.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Оформить заказ' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Повторить заказ' })).toBeInTheDocument()
    expect(
      screen.queryByRole('region', { name: 'Заполнить из файла или списка' })
    ).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'История заказа' })).toHaveTextContent(
      'Соберём к пятнице'
    )
    await userEvent.click(screen.getByRole('button', { name: 'Отменить заказ' }))
    const ask = screen.getByRole('dialog', { name: 'Отменить заказ A-001042?' })
    await userEvent.click(within(ask).getByRole('button', { name: 'Отменить заказ' }))
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/personal-account?tab=historyorders')
    )
    expect(toast.success).toHaveBeenCalledWith('Заказ отменён')
  })

  it('says before cancelling a paid order that its payment goes back to the card', async () => {
    render(
      <OrderEditor order={placedOrder({ paymentStatus: 'paid', paymentStatusTitle: 'Оплачен' })} />
    )
    await userEvent.click(screen.getByRole('button', { name: 'Отменить заказ' }))
    expect(screen.getByRole('dialog', { name: 'Отменить заказ A-001042?' })).toHaveTextContent(
      'Оплата вернётся на карту через платёжный сервис.'
    )
  })

  it('offers only «Повторить заказ» for a completed order', () => {
    render(<OrderEditor order={placedOrder({ status: 'completed', statusTitle: 'Выполнен' })} />)
    expect(screen.getByRole('button', { name: 'Повторить заказ' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Отменить заказ' })).not.toBeInTheDocument()
  })

  it('shows an empty draft with a hint to the cart', () => {
    render(<OrderEditor order={emptyDraftOrder()} />)
    expect(screen.getByText(/В заказе пока нет товаров/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'корзины' })).toHaveAttribute('href', '/cart')
    expect(screen.queryByRole('list', { name: 'Позиции заказа' })).not.toBeInTheDocument()
  })

  it('links a placed order to its «Счёт на оплату (PDF)», never a draft', () => {
    const { unmount } = render(<OrderEditor order={placedOrder()} />)
    expect(
      screen.getByRole('link', { name: 'Счёт на оплату заказа A-001042 (PDF)' })
    ).toHaveAttribute('href', '/api/v1/order/1042/invoice/')
    unmount()
    render(<OrderEditor order={draftOrder()} />)
    expect(screen.queryByText('Счёт на оплату (PDF)')).not.toBeInTheDocument()
  })

  it('pays online: asks the api for the gateway page and goes there', async () => {
    const assign = jest.fn()
    const realLocation = window.location
    // jsdom cannot navigate; the test only needs to see where the page would go.
    const { href, origin, protocol, host, hostname, port, pathname, search, hash } = realLocation
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { href, origin, protocol, host, hostname, port, pathname, search, hash, assign },
    })
    mockGraphQLMutation('StartOrderPaymentMutation', (variables) => {
      expect(variables).toEqual({ id: 1042, method: 'card' })
      return { startOrderPayment: { redirectUrl: 'https://gateway.test/pay.html?customer=x' } }
    })
    try {
      render(<OrderEditor order={placedOrder({ canPayOnline: true })} />)
      await userEvent.click(screen.getByRole('button', { name: 'Оплатить онлайн' }))
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith('https://gateway.test/pay.html?customer=x')
      )
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: realLocation })
    }
  })

  it('says «Оплачен» on a paid order and offers no payment', () => {
    render(
      <OrderEditor order={placedOrder({ paymentStatus: 'paid', paymentStatusTitle: 'Оплачен' })} />
    )
    expect(screen.getByText(/Оплата:/)).toHaveTextContent('Оплата: Оплачен')
    expect(screen.queryByRole('button', { name: 'Оплатить онлайн' })).not.toBeInTheDocument()
  })
})
