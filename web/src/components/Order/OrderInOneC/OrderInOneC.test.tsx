import { render, screen } from '@redwoodjs/testing/web'

import OrderInOneC from './OrderInOneC'

describe('OrderInOneC', () => {
  it('names 1C’s number and date once 1C has posted the order', () => {
    render(<OrderInOneC oneC={{ number: 'ЦБ-000045', date: '2026-12-02' }} />)
    expect(screen.getByText(/Номер в 1С/)).toHaveTextContent('Номер в 1С: ЦБ-000045 от 02.12.2026')
  })

  it('a number without a date; nothing before 1C sends one', () => {
    const { container, rerender } = render(<OrderInOneC oneC={{ number: 'ЦБ-7', date: null }} />)
    expect(container).toHaveTextContent('Номер в 1С: ЦБ-7')
    expect(container).not.toHaveTextContent(' от ')
    rerender(<OrderInOneC oneC={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})
