import userEvent from '@testing-library/user-event'

import { render, screen } from '@redwoodjs/testing/web'

import { draftOrder, placedOrder } from 'src/testing/orderMocks'

import OrderEditorSummary, { type OrderActionsProps } from './OrderEditorSummary'
import { removalQuestion } from './useOrderActions'

const actions = (overrides: Partial<OrderActionsProps> = {}): OrderActionsProps => ({
  onPlace: jest.fn(),
  placeBlocked: false,
  onCopy: jest.fn(),
  copying: false,
  onRemove: jest.fn(),
  removing: false,
  ...overrides,
})

const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent)

describe('OrderEditorSummary', () => {
  it('names the order’s number in 1C once 1C has posted it (issue 32 §4)', () => {
    const oneC = { __typename: 'OrderInOneC' as const, number: 'ЦБ-000045', date: '2026-12-02' }
    const { unmount } = render(
      <OrderEditorSummary order={placedOrder()} paying={null} onPay={jest.fn()} {...actions()} />
    )
    expect(screen.queryByText(/Номер в 1С/)).not.toBeInTheDocument()
    unmount()
    render(
      <OrderEditorSummary
        order={{ ...placedOrder(), oneC }}
        paying={null}
        onPay={jest.fn()}
        {...actions()}
      />
    )
    expect(screen.getByText(/Номер в 1С/)).toHaveTextContent('Номер в 1С: ЦБ-000045 от 02.12.2026')
  })

  it('totals a draft and offers placing, copying and deleting it', async () => {
    const props = actions()
    render(<OrderEditorSummary order={draftOrder()} paying={null} onPay={jest.fn()} {...props} />)
    expect(screen.getByText(/Товаров: 7/)).toHaveTextContent('Товаров: 7 · Итого: 1 625 900 ₸')
    expect(buttonNames()).toEqual(['Оформить заказ', 'Копировать', 'Удалить черновик'])
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }))
    await userEvent.click(screen.getByRole('button', { name: 'Копировать' }))
    await userEvent.click(screen.getByRole('button', { name: 'Удалить черновик' }))
    expect(props.onPlace).toHaveBeenCalledTimes(1)
    expect(props.onCopy).toHaveBeenCalledTimes(1)
    expect(props.onRemove).toHaveBeenCalledTimes(1)
  })

  it('offers a placed order repeating and cancelling, a later one repeating only', () => {
    const { unmount } = render(
      <OrderEditorSummary order={placedOrder()} paying={null} onPay={jest.fn()} {...actions()} />
    )
    expect(buttonNames()).toEqual(['Повторить заказ', 'Отменить заказ'])
    unmount()
    render(
      <OrderEditorSummary
        order={placedOrder({ status: 'completed', statusTitle: 'Выполнен' })}
        paying={null}
        onPay={jest.fn()}
        {...actions()}
      />
    )
    expect(buttonNames()).toEqual(['Повторить заказ'])
  })

  it('holds placing while lines are deleted, and marks a copy or removal under way as busy', () => {
    render(
      <OrderEditorSummary
        order={draftOrder()}
        paying={null}
        onPay={jest.fn()}
        {...actions({ placeBlocked: true, copying: true, removing: true })}
      />
    )
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled()
    for (const name of ['Копировать', 'Удалить черновик']) {
      expect(screen.getByRole('button', { name })).toBeDisabled()
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-busy', 'true')
    }
  })

  it('offers online payment while the api allows it', async () => {
    const onPay = jest.fn()
    render(
      <OrderEditorSummary
        order={placedOrder({ canPayOnline: true })}
        paying={null}
        onPay={onPay}
        {...actions()}
      />
    )
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить онлайн' }))
    expect(onPay).toHaveBeenCalledTimes(1)
  })
})

describe('removalQuestion', () => {
  it('deletes a draft, cancels a placed order, and warns that a paid one is refunded', () => {
    expect(removalQuestion(draftOrder())).toMatchObject({
      title: 'Удалить черновик A-001063?',
      confirmLabel: 'Удалить',
      tone: 'danger',
    })
    const placed = removalQuestion(placedOrder())
    expect(placed).toMatchObject({
      title: 'Отменить заказ A-001042?',
      confirmLabel: 'Отменить заказ',
      cancelLabel: 'Не отменять',
      description: 'Магазин получит отмену и не будет собирать заказ.',
    })
    expect(removalQuestion(placedOrder({ paymentStatus: 'paid' })).description).toMatch(
      /Оплата вернётся на карту через платёжный сервис\.$/
    )
  })
})
