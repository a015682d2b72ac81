import { render, screen } from '@redwoodjs/testing/web'

import NextBreakNote from './NextBreakNote'

const breaks = [
  { minQuantity: 10, price: 38000 },
  { minQuantity: 50, price: 36000 },
]

describe('NextBreakNote', () => {
  it('tells how many more pieces reach the next break', () => {
    render(<NextBreakNote breaks={breaks} quantity={7} />)
    expect(screen.getByText('ещё 3 шт. до цены 38 000 ₸')).toBeInTheDocument()
  })

  it('is empty at the top break and without breaks', () => {
    const { container, rerender } = render(<NextBreakNote breaks={breaks} quantity={50} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<NextBreakNote breaks={[]} quantity={1} />)
    expect(container).toBeEmptyDOMElement()
  })
})
