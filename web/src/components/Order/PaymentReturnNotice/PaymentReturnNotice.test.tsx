import { render, screen } from '@redwoodjs/testing/web'

import PaymentReturnNotice, { paymentReturnOf } from './PaymentReturnNotice'

describe('PaymentReturnNotice (back from the gateway, issue 30 §2)', () => {
  it('reads the outcome from the return address, and nothing else', () => {
    expect(paymentReturnOf('?id=7&payment=success')).toBe('success')
    expect(paymentReturnOf('?token=7.k&payment=failure&pg_order_id=7')).toBe('failure')
    expect(paymentReturnOf('?payment=maybe')).toBeNull()
    expect(paymentReturnOf('?id=7')).toBeNull()
  })

  it('says «Оплата получена», or that it failed and what to do', () => {
    const { unmount } = render(<PaymentReturnNotice outcome="success" />)
    expect(screen.getByRole('status')).toHaveTextContent('Оплата получена')
    unmount()
    render(<PaymentReturnNotice outcome="failure" />)
    expect(screen.getByRole('alert')).toHaveTextContent('Оплата не прошла')
    expect(screen.getByRole('alert')).toHaveTextContent('Оплатить онлайн')
  })

  it('says nothing on an ordinary visit', () => {
    const { container } = render(<PaymentReturnNotice outcome={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})
