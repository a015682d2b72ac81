import {
  act,
  mockCurrentUser,
  mockGraphQLMutation,
  mockGraphQLQuery,
  render,
  screen,
  waitFor,
} from '@redwoodjs/testing/web'

import { CartProvider, useCart, useCartContents, type CartContents } from './CartProvider'
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
      <span data-testid="server">
        {cart.cart.lines.map((l) => `${l.product.article}×${l.quantity}`).join(',')}
      </span>
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

/** A server cart as the api answers it (CartFields), from article → quantity. */
function serverCart(lines: Record<string, number>) {
  return {
    __typename: 'Cart',
    count: Object.values(lines).reduce((sum, n) => sum + n, 0),
    total: 0,
    hasUnpriced: false,
    lines: Object.entries(lines).map(([article, quantity], id) => ({
      quantity,
      unitPrice: 1000,
      lineTotal: 0,
      stockMessage: null,
      product: {
        id,
        article,
        name: `Товар ${article}`,
        currentPrice: 1000,
        lastPrice: 0,
        priceBreaks: [],
        unit: 'шт',
        quantity: 10,
        images: [],
        subcategory: { name: 'Насосы' },
        balance: [],
      },
    })),
  }
}

describe('CartProvider for a logged-in shopper', () => {
  beforeEach(() => {
    localStorage.clear()
    mockCurrentUser({ id: 1, email: 'retail@akvatoria.kz', roles: ['b2c'] })
    // The mocked auth may answer "guest" for a moment before the user arrives.
    mockGraphQLQuery('GuestCartQuery', () => ({ guestCart: serverCart({}) }))
  })

  it('merges the browser cart into the server cart once at login, then empties the browser copy', async () => {
    localStorage.setItem('akvatoria.cart', JSON.stringify([{ article: 'A', quantity: 2 }]))
    mockGraphQLQuery('MyCartQuery', () => ({ myCart: serverCart({ B: 1 }) }))
    const merges: unknown[] = []
    mockGraphQLMutation('MergeCartMutation', (variables) => {
      merges.push(variables)
      return { mergeCart: serverCart({ A: 2, B: 1 }) }
    })
    render(
      <CartProvider>
        <CartProbe />
      </CartProvider>
    )
    await waitFor(() => expect(screen.getByTestId('server')).toHaveTextContent('A×2,B×1'))
    expect(merges).toEqual([{ items: [{ product: 'A', quantity: 2 }] }])
    expect(JSON.parse(localStorage.getItem('akvatoria.cart')!)).toEqual([])
    expect(screen.getByTestId('lines')).toHaveTextContent('[]')
  })

  it('replaces the list with what the server answers; minus at 1 removes the line', async () => {
    mockGraphQLQuery('MyCartQuery', () => ({ myCart: serverCart({ A: 1 }) }))
    const calls: string[] = []
    mockGraphQLMutation('AddToCartMutation', ({ article, quantity }) => {
      calls.push(`add ${article} ${quantity ?? '+1'}`)
      return { addToCart: serverCart({ A: quantity ?? 1 }) }
    })
    mockGraphQLMutation('RemoveFromCartMutation', ({ article }) => {
      calls.push(`remove ${article}`)
      return { removeFromCart: serverCart({}) }
    })
    render(
      <CartProvider>
        <CartProbe />
      </CartProvider>
    )
    const server = () => screen.getByTestId('server')
    await waitFor(() => expect(server()).toHaveTextContent('A×1'))
    act(() => screen.getByText('minus').click())
    await waitFor(() => expect(server()).toBeEmptyDOMElement())
    act(() => screen.getByText('plus').click())
    await waitFor(() => expect(server()).toHaveTextContent('A×1'))
    act(() => screen.getByText('bad').click())
    act(() => screen.getByText('four').click())
    await waitFor(() => expect(server()).toHaveTextContent('A×4'))
    expect(calls).toEqual(['remove A', 'add A +1', 'add A 4'])
    // The browser copy is a guest's only: a logged-in cart never writes it.
    expect(localStorage.getItem('akvatoria.cart')).toBeNull()
  })

  it('gives the cards the same cart while only its loading flag changes (no card drawn again)', async () => {
    mockGraphQLQuery('MyCartQuery', () => ({ myCart: serverCart({ A: 1 }) }))
    mockGraphQLMutation('AddToCartMutation', () => ({ addToCart: serverCart({ A: 2 }) }))
    const seen: { contents: CartContents; loading: boolean }[] = []
    const Probe = () => {
      const contents = useCartContents()
      const { loading } = useCart()
      seen.push({ contents, loading })
      return (
        <button onClick={() => contents.add('A')}>
          {contents.cart.lines.map((l) => `${l.product.article}×${l.quantity}`).join(',')}
        </button>
      )
    }
    render(
      <CartProvider>
        <Probe />
      </CartProvider>
    )
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('A×1'))
    act(() => screen.getByRole('button').click())
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('A×2'))
    // «В корзину» pressed: the flag is up while the server answers, the cart unchanged.
    const flagOnly = seen.filter(
      (now, i) =>
        i > 0 &&
        now.loading !== seen[i - 1].loading &&
        now.contents.cart === seen[i - 1].contents.cart &&
        now.contents.isGuest === seen[i - 1].contents.isGuest
    )
    expect(flagOnly.length).toBeGreaterThan(0)
    for (const now of flagOnly) expect(now.contents).toBe(seen[seen.indexOf(now) - 1].contents)
  })
})
