import { render, screen } from '@redwoodjs/testing/web'

import StockList from './StockList'

const shop = (id: number, name: string) => ({
  id,
  name,
  nameForGuest: `Магазин в ${name}`,
  address: { address: 'ул. Сатпаева, 17' },
})

describe('StockList (SPEC §6)', () => {
  it('shows counts per shop to logged-in users', () => {
    render(<StockList balance={[{ isAvailable: true, count: 7, shop: shop(1, 'Атырау') }]} />)
    expect(screen.getByText('7 шт.')).toBeInTheDocument()
  })

  it('shows guests only in stock / out of stock', () => {
    render(
      <StockList
        balance={[
          { isAvailable: true, count: null, shop: shop(1, 'Атырау') },
          { isAvailable: false, count: null, shop: shop(2, 'Актобе') },
        ]}
      />
    )
    expect(screen.getByText('В наличии')).toBeInTheDocument()
    expect(screen.getByText('Нет в наличии')).toBeInTheDocument()
    expect(screen.queryByText(/шт\./)).not.toBeInTheDocument()
  })
})
