import { render, screen } from '@redwoodjs/testing/web'

import { guestCart } from 'src/components/CartPopover/CartPopover.mock'
import { standard as cartCheckout } from 'src/components/Order/CartCheckoutCell/CartCheckoutCell.mock'
import { shops, standard } from 'src/components/Order/CheckoutCell/CheckoutCell.mock'
import { standard as guestCheckout } from 'src/components/Order/GuestCheckoutCell/GuestCheckoutCell.mock'
import { StaticCartProvider } from 'src/components/ShopState/CartProvider'
import { retailUser } from 'src/testing/accountTestUser'

import CheckoutPage from './CheckoutPage'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))
// Outside a real router the page stays mounted after a redirect, so record it instead.
const mockRedirect = jest.fn((_props: { to: string; options?: unknown }) => null)
jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  Redirect: (props: { to: string; options?: unknown }) => mockRedirect(props),
}))

describe('CheckoutPage (/checkout, /checkout?id=)', () => {
  afterEach(() => window.history.replaceState({}, '', '/'))

  it('opens the draft of ?id= for placing', async () => {
    mockCurrentUser(retailUser())
    const asked = jest.fn()
    mockGraphQLQuery('CheckoutOrderQuery', (variables) => {
      asked(variables)
      return standard()
    })
    mockGraphQLQuery('CheckoutShopsQuery', () => shops())
    window.history.replaceState({}, '', '/checkout?id=1063')
    render(<CheckoutPage />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Оформление заказа A-001063' })
    ).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ id: 1063 })
  })

  it('a guest checks out the browser cart on the same page (issue 30 §1)', async () => {
    mockCurrentUser(null)
    mockGraphQLQuery('GuestCheckoutQuery', () => guestCheckout())
    window.history.replaceState({}, '', '/checkout')
    render(
      <StaticCartProvider value={{ cart: guestCart(), isGuest: true }}>
        <CheckoutPage />
      </StaticCartProvider>
    )
    expect(
      await screen.findByRole('checkbox', { name: /политику обработки персональных данных/ })
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Подтвердить заказ' })).toBeInTheDocument()
  })

  it('a guest opening a draft’s checkout logs in first and comes back', () => {
    mockCurrentUser(null)
    mockRedirect.mockClear()
    window.history.replaceState({}, '', '/checkout?id=1063')
    render(<CheckoutPage />)
    expect(mockRedirect).toHaveBeenCalledWith({
      to: `/login?redirectTo=${encodeURIComponent('/checkout?id=1063')}`,
      options: { replace: true },
    })
  })

  it('without an id checks out the cart', async () => {
    mockCurrentUser(retailUser())
    mockGraphQLQuery('CartCheckoutQuery', () => cartCheckout())
    window.history.replaceState({}, '', '/checkout?lines=GR-HME-2CRE5')
    render(
      <StaticCartProvider value={{ cart: guestCart(), isGuest: false }}>
        <CheckoutPage />
      </StaticCartProvider>
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeInTheDocument()
    // Only the line of ?lines= is ordered: 2 × 150 500 ₸.
    const totals = await screen.findByRole('region', { name: 'Итого к оплате' })
    expect(totals).toHaveTextContent('К оплате: 301 000 ₸')
    expect(screen.getByRole('region', { name: 'Ваш заказ' })).not.toHaveTextContent('BK-500')
  })

  it.each(['?id=', '?id=-3', '?id=draft'])('sends %p to the drafts tab', (search) => {
    mockCurrentUser(retailUser())
    mockRedirect.mockClear()
    window.history.replaceState({}, '', `/checkout${search}`)
    render(<CheckoutPage />)
    expect(mockRedirect).toHaveBeenCalledWith({
      to: '/personal-account?tab=draftorders',
      options: { replace: true },
    })
  })
})
