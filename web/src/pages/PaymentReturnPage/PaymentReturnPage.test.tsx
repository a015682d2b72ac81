import { navigate } from '@redwoodjs/router'
import { render, screen } from '@redwoodjs/testing/web'

import { rememberPaymentReturn } from 'src/components/Order/useOrderPayment'
import { retailUser } from 'src/testing/accountTestUser'

import PaymentReturnPage from './PaymentReturnPage'

jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  navigate: jest.fn(),
}))

describe('PaymentReturnPage (back from an installment, issue 34 §2)', () => {
  afterEach(() => {
    window.history.replaceState({}, '', '/')
    window.sessionStorage.clear()
    jest.mocked(navigate).mockClear()
  })

  it('goes on to the order page this tab left from, with the outcome', () => {
    rememberPaymentReturn({ id: 1077, guestKey: '1077.abc' })
    window.history.replaceState(
      {},
      '',
      '/payment/return?payment=success&pg_order_id=1077&pg_payment_id=5'
    )
    render(<PaymentReturnPage />)
    expect(navigate).toHaveBeenCalledWith('/my-orders?token=1077.abc&payment=success', {
      replace: true,
    })
    expect(screen.getByRole('status')).toHaveTextContent('Открываем заказ…')
  })

  it('never follows a remembered page for another order', () => {
    rememberPaymentReturn({ id: 1077 })
    window.history.replaceState({}, '', '/payment/return?payment=failure&pg_order_id=1078')
    render(<PaymentReturnPage />)
    expect(navigate).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('Оплата не прошла')
    expect(screen.getByRole('link', { name: 'Найти заказ' })).toHaveAttribute('href', '/my-orders')
  })

  it('without a remembered page tells a customer where the order is', () => {
    mockCurrentUser(retailUser())
    window.history.replaceState({}, '', '/payment/return?payment=success&pg_order_id=42')
    render(<PaymentReturnPage />)
    expect(navigate).not.toHaveBeenCalled()
    expect(screen.getByText('Оплата получена')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute(
      'href',
      '/personal-account'
    )
  })
})
