import { render, screen } from '@redwoodjs/testing/web'

import { shops, standard } from 'src/components/Order/CheckoutCell/CheckoutCell.mock'

import CheckoutPage from './CheckoutPage'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))
// Outside a real router the page stays mounted after a redirect, so record it instead.
const mockRedirect = jest.fn((_props: { to: string; options?: unknown }) => null)
jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  Redirect: (props: { to: string; options?: unknown }) => mockRedirect(props),
}))

describe('CheckoutPage (/checkout?id=)', () => {
  afterEach(() => window.history.replaceState({}, '', '/'))

  it('opens the draft of ?id= for placing', async () => {
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

  it.each(['', '?id=-3', '?id=draft'])('sends %p to the drafts tab', (search) => {
    mockRedirect.mockClear()
    window.history.replaceState({}, '', `/checkout${search}`)
    render(<CheckoutPage />)
    expect(mockRedirect).toHaveBeenCalledWith({
      to: '/personal-account?tab=draftorders',
      options: { replace: true },
    })
  })
})
