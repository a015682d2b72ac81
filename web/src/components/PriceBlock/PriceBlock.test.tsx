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

  it('a wholesale price on the product page names its type and gives retail for reference', () => {
    render(<PriceBlock price={9500} retailPrice={12000} priceTypeName="Оптовая" size="large" />)
    expect(screen.getByText('Оптовая цена')).toBeInTheDocument()
    expect(screen.getByText('9 500 ₸')).toBeInTheDocument()
    expect(screen.getByText('Розничная цена: 12 000 ₸')).toBeInTheDocument()
    // Retail is a reference, not an old price: nothing struck, no discount badge.
    expect(screen.queryByLabelText(/Скидка/)).not.toBeInTheDocument()
  })

  it('a wholesale price in a list gives retail compactly and names no type', () => {
    render(<PriceBlock price={9500} retailPrice={12000} priceTypeName="Оптовая" />)
    expect(screen.getByText('Розница: 12 000 ₸')).toBeInTheDocument()
    expect(screen.queryByText(/Оптовая/)).not.toBeInTheDocument()
  })

  it('a retail price (no retailPrice from the api) says nothing of price types', () => {
    render(<PriceBlock price={12000} retailPrice={null} priceTypeName="Розничная" size="large" />)
    expect(screen.getByText('12 000 ₸')).toBeInTheDocument()
    expect(screen.queryByText(/Розни|цена/)).not.toBeInTheDocument()
  })
})
