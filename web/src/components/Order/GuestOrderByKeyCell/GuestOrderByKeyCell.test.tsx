import userEvent from '@testing-library/user-event'

import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import GuestOrderByKeyCell from 'src/components/Order/GuestOrderByKeyCell'
import { rememberedPaymentReturn } from 'src/components/Order/useOrderPayment'
import { goToGateway } from 'src/lib/gateway'
import { shopError } from 'src/testing/orderMocks'

import { Failure, Loading, Success } from './GuestOrderByKeyCell'
import { paidAndConfirmed, standard } from './GuestOrderByKeyCell.mock'

jest.mock('src/lib/gateway', () => ({ goToGateway: jest.fn() }))

describe('GuestOrderByKeyCell (a guest’s own order page, issue 30 §1)', () => {
  it('has Russian loading and failure states', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем заказ…')
    render(<Failure error={shopError('Заказ не найден.', { code: 'NOT_FOUND' })} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Заказ не найден.')
  })

  it('shows what the guest was promised: delivery, address, time, fee, payment and its state', () => {
    render(<Success {...standard()} />)
    expect(screen.getByRole('heading', { name: 'Заказ A-001077' })).toBeInTheDocument()
    const facts = screen.getByRole('region', { name: 'Получение и оплата' })
    expect(facts).toHaveTextContent('Доставка: Атырау, ул. Абая, 7, кв. 3 (после 18:00)')
    expect(facts).toHaveTextContent('Бесплатно (заказ от 10 000 ₸)')
    expect(facts).toHaveTextContent('Способ оплаты')
    expect(facts).toHaveTextContent('Онлайн-оплата картой')
    expect(screen.getByRole('link', { name: 'Создать личный кабинет' })).toHaveAttribute(
      'href',
      '/registration'
    )
  })

  it('a paid order shows its state and the manager’s comment, and no pay button', () => {
    render(<Success {...paidAndConfirmed()} />)
    const facts = screen.getByRole('region', { name: 'Получение и оплата' })
    expect(facts).toHaveTextContent('Оплата: Оплачен')
    expect(facts).toHaveTextContent('Комментарий менеджера: Привезём в четверг с 10 до 14')
    expect(within(facts).queryByRole('button', { name: 'Оплатить онлайн' })).not.toBeInTheDocument()
  })

  it('names the order’s number in 1C once 1C has posted it, and nothing before', () => {
    const { unmount } = render(<Success {...standard()} />)
    expect(screen.queryByText(/Номер в 1С/)).not.toBeInTheDocument()
    unmount()
    render(<Success {...paidAndConfirmed()} />)
    expect(screen.getByText(/Номер в 1С/)).toHaveTextContent('Номер в 1С: ЦБ-000045 от 26.03.2025')
  })

  it('«Оплатить онлайн» pays by the order’s key and leaves for the gateway', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('GuestOrderByKeyQuery', (variables) => {
      asked(variables)
      return standard()
    })
    const paid = jest.fn()
    mockGraphQLMutation('StartGuestOrderPaymentMutation', ({ key }) => {
      paid(key)
      return {
        startGuestOrderPayment: {
          __typename: 'OrderPaymentRedirect',
          redirectUrl: 'https://gateway.test/pay.html?customer=x',
        },
      }
    })
    render(<GuestOrderByKeyCell keyOfOrder="1077.abcdefghijklmnopqrstuvwxyz0" />)
    await userEvent.click(await screen.findByRole('button', { name: 'Оплатить онлайн' }))
    await waitFor(() =>
      expect(goToGateway).toHaveBeenCalledWith('https://gateway.test/pay.html?customer=x')
    )
    expect(paid).toHaveBeenCalledWith('1077.abcdefghijklmnopqrstuvwxyz0')
    expect(asked).toHaveBeenCalledWith({ key: '1077.abcdefghijklmnopqrstuvwxyz0' })
  })

  it('«В рассрочку» asks the installment by the key and remembers the page to come back to', async () => {
    mockGraphQLQuery('GuestOrderByKeyQuery', () => standard())
    const asked = jest.fn()
    mockGraphQLMutation('StartGuestOrderPaymentMutation', (variables) => {
      asked(variables)
      return {
        startGuestOrderPayment: {
          __typename: 'OrderPaymentRedirect',
          redirectUrl: 'https://gateway.test/pay.html?customer=i',
        },
      }
    })
    render(<GuestOrderByKeyCell keyOfOrder="1077.abcdefghijklmnopqrstuvwxyz0" />)
    await userEvent.click(await screen.findByRole('button', { name: 'В рассрочку' }))
    await waitFor(() =>
      expect(goToGateway).toHaveBeenCalledWith('https://gateway.test/pay.html?customer=i')
    )
    expect(asked).toHaveBeenCalledWith({
      key: '1077.abcdefghijklmnopqrstuvwxyz0',
      method: 'installment',
    })
    const order = standard().guestOrderByKey
    expect(rememberedPaymentReturn(String(order.id))).toBe(
      '/my-orders?token=1077.abcdefghijklmnopqrstuvwxyz0'
    )
    expect(rememberedPaymentReturn('999999')).toBeNull()
  })
})
