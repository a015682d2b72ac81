import { act, render, screen, waitFor } from '@redwoodjs/testing/web'

import { CartProvider, useCart } from './CartProvider'
import { CompareProvider, useCompare } from './CompareProvider'

const CompareProbe = () => {
  const compare = useCompare()
  return (
    <div>
      <span data-testid="count">{compare.count}</span>
      <span data-testid="error">{String(compare.isError)}</span>
      {['A-1', 'A-2', 'A-3', 'A-4'].map((article) => (
        <button key={article} onClick={() => compare.toggle('Насосы', article)}>
          {article}
        </button>
      ))}
    </div>
  )
}

describe('CompareProvider', () => {
  beforeEach(() => localStorage.clear())

  it('keeps the list in local storage, at most 3 per subcategory', async () => {
    render(
      <CompareProvider>
        <CompareProbe />
      </CompareProvider>
    )
    for (const article of ['A-1', 'A-2', 'A-3', 'A-4']) act(() => screen.getByText(article).click())
    expect(screen.getByTestId('count')).toHaveTextContent('3')
    expect(screen.getByTestId('error')).toHaveTextContent('true')
    expect(JSON.parse(localStorage.getItem('akvatoria.compare')!)).toEqual({
      Насосы: ['A-1', 'A-2', 'A-3'],
    })
    act(() => screen.getByText('A-1').click())
    expect(screen.getByTestId('count')).toHaveTextContent('2')
    expect(screen.getByTestId('error')).toHaveTextContent('false')
  })

  it('re-reads the stored list on start', () => {
    localStorage.setItem('akvatoria.compare', JSON.stringify({ Баки: ['B-1'] }))
    render(
      <CompareProvider>
        <CompareProbe />
      </CompareProvider>
    )
    expect(screen.getByTestId('count')).toHaveTextContent('1')
  })
})

const CartProbe = () => {
  const cart = useCart()
  return (
    <div>
      <span data-testid="lines">{JSON.stringify(cart.localLines)}</span>
      <button onClick={() => cart.add('A')}>plus</button>
      <button onClick={() => cart.decrement('A')}>minus</button>
      <button onClick={() => cart.setQuantity('A', '1,5')}>bad</button>
      <button onClick={() => cart.setQuantity('A', '4')}>four</button>
      <button onClick={() => cart.clear()}>clear</button>
    </div>
  )
}

describe('CartProvider for a guest', () => {
  beforeEach(() => {
    localStorage.clear()
    mockCurrentUser(null)
    mockGraphQLQuery('GuestCartQuery', () => ({
      guestCart: { count: 0, total: 0, hasUnpriced: false, lines: [] },
    }))
  })

  it('follows the local store rules and saves after each change', async () => {
    render(
      <CartProvider>
        <CartProbe />
      </CartProvider>
    )
    const lines = () => JSON.parse(screen.getByTestId('lines').textContent!)
    await waitFor(() => expect(screen.getByText('plus')).toBeInTheDocument())
    act(() => screen.getByText('plus').click())
    act(() => screen.getByText('plus').click())
    expect(lines()).toEqual([{ article: 'A', quantity: 2 }])
    act(() => screen.getByText('bad').click())
    expect(lines()).toEqual([{ article: 'A', quantity: 2 }])
    act(() => screen.getByText('four').click())
    expect(lines()).toEqual([{ article: 'A', quantity: 4 }])
    expect(JSON.parse(localStorage.getItem('akvatoria.cart')!)).toEqual([
      { article: 'A', quantity: 4 },
    ])
    act(() => screen.getByText('clear').click())
    expect(lines()).toEqual([])
    expect(localStorage.getItem('akvatoria.cart')).toBe('[]')
  })
})
