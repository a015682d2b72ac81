import userEvent from '@testing-library/user-event'

import { render, screen } from '@redwoodjs/testing/web'

import OrderPayment from './OrderPayment'

const base = {
  paymentStatus: null,
  paymentStatusTitle: null,
  canPayOnline: false,
  paying: null,
  onPay: () => {},
}

describe('OrderPayment', () => {
  it('offers «Оплатить онлайн» when the api allows it, and calls back', async () => {
    const onPay = jest.fn()
    render(<OrderPayment {...base} canPayOnline onPay={onPay} />)
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить онлайн' }))
    expect(onPay).toHaveBeenCalledWith('card')
    expect(screen.queryByRole('button', { name: 'В рассрочку' })).not.toBeInTheDocument()
  })

  it('offers «В рассрочку» beside it when the sum may be paid in installments', async () => {
    const onPay = jest.fn()
    render(<OrderPayment {...base} canPayOnline canPayInInstallments onPay={onPay} />)
    const installment = screen.getByRole('button', { name: 'В рассрочку' })
    expect(installment).toHaveAccessibleDescription(/заявку банк рассматривает онлайн/)
    await userEvent.click(installment)
    expect(onPay).toHaveBeenCalledWith('installment')
  })

  it('disables both while leaving for the installment, naming where it goes', () => {
    render(<OrderPayment {...base} canPayOnline canPayInInstallments paying="installment" />)
    expect(screen.getByRole('button', { name: 'Переходим к рассрочке…' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Оплатить онлайн' })).toBeDisabled()
  })

  it('says a paid or returned installment is one, and that the bank closes it', () => {
    render(
      <OrderPayment
        {...base}
        paymentMethod="installment"
        paymentStatus="refunded"
        paymentStatusTitle="Оплата возвращена"
      />
    )
    expect(screen.getByText(/Оплата:/)).toHaveTextContent('Оплата: Оплата возвращена (в рассрочку)')
    expect(screen.getByText(/Банк закроет рассрочку/)).toBeInTheDocument()
    expect(screen.queryByText(/на карту/)).not.toBeInTheDocument()
  })

  it('says where the money goes once the payment is returned or being returned', () => {
    const { unmount } = render(
      <OrderPayment {...base} paymentStatus="refunded" paymentStatusTitle="Оплата возвращена" />
    )
    expect(screen.getByText(/Оплата:/)).toHaveTextContent('Оплата: Оплата возвращена')
    expect(screen.getByText(/возвращаются на карту/)).toBeInTheDocument()
    unmount()
    render(
      <OrderPayment {...base} paymentStatus="refunding" paymentStatusTitle="Оплата возвращается" />
    )
    expect(screen.getByText(/Оплата:/)).toHaveTextContent('Оплата: Оплата возвращается')
    expect(screen.getByText(/отправил возврат/)).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('shows «Оплачен» without a button once paid', () => {
    render(<OrderPayment {...base} paymentStatus="paid" paymentStatusTitle="Оплачен" />)
    expect(screen.getByText(/Оплата:/)).toHaveTextContent('Оплата: Оплачен')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('keeps the button after a failed attempt, and disables it while leaving for the gateway', () => {
    render(
      <OrderPayment
        {...base}
        paymentStatus="failed"
        paymentStatusTitle="Оплата не прошла"
        canPayOnline
        paying="card"
      />
    )
    expect(screen.getByText(/Оплата:/)).toHaveTextContent('Оплата: Оплата не прошла')
    expect(screen.getByRole('button', { name: 'Переходим к оплате…' })).toBeDisabled()
  })

  it('is nothing when payment is off and the order was never paid online', () => {
    const { container } = render(<OrderPayment {...base} />)
    expect(container).toBeEmptyDOMElement()
  })
})
