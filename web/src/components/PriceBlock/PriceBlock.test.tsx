import { render, screen } from '@redwoodjs/testing/web'

import PriceBlock from './PriceBlock'

describe('PriceBlock', () => {
  it('shows the price with spaces and ₸, the old price and floor(100 × (1 − p/old))', () => {
    render(<PriceBlock price={150000} lastPrice={180000} />)
    expect(screen.getByText('150 000 ₸')).toBeInTheDocument()
    expect(screen.getByText('180 000 ₸')).toBeInTheDocument()
    expect(screen.getByLabelText('Скидка 16%')).toHaveTextContent('−16%')
  })

  it('an item on sale by less than 1% (listed in «РАСПРОДАЖА») still shows its badge, as 1%', () => {
    render(<PriceBlock price={99999} lastPrice={100000} />)
    expect(screen.getByText('100 000 ₸')).toBeInTheDocument()
    expect(screen.getByLabelText('Скидка 1%')).toHaveTextContent('−1%')
  })

  it.each([0, -1])('price %p reads «Цену уточняйте у менеджера» without a discount', (price) => {
    render(<PriceBlock price={price} lastPrice={1000} />)
    expect(screen.getByText('Цену уточняйте у менеджера')).toBeInTheDocument()
    expect(screen.queryByLabelText(/Скидка/)).not.toBeInTheDocument()
  })
})
