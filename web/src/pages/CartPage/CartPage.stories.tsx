import type { Meta, StoryObj } from '@storybook/react'

import { guestCart, wholesaleCart } from 'src/components/CartPopover/CartPopover.mock'
import { EMPTY_CART, StaticCartProvider } from 'src/components/ShopState/CartProvider'
import { loadCatalog } from 'src/lib/i18n'
import PageAt from 'src/lib/i18n/PageAt'

import CartPage from './CartPage'

const meta: Meta<typeof CartPage> = { component: CartPage }
export default meta
type Story = StoryObj<typeof CartPage>

/** A logged-in shopper: checked lines become a draft order. */
export const LoggedIn: Story = {
  render: () => (
    <StaticCartProvider value={{ cart: guestCart(), isGuest: false }}>
      <CartPage />
    </StaticCartProvider>
  ),
}

/** A wholesale customer: 12 valves at the «от 10 шт.» price, totals at the unit prices. */
export const QuantityBreak: Story = {
  render: () => (
    <StaticCartProvider value={{ cart: wholesaleCart(), isGuest: false }}>
      <CartPage />
    </StaticCartProvider>
  ),
}

/** A guest orders through the operator. */
export const Guest: Story = {
  render: () => (
    <StaticCartProvider value={{ cart: guestCart() }}>
      <CartPage />
    </StaticCartProvider>
  ),
}

export const Empty: Story = {
  render: () => (
    <StaticCartProvider value={{ cart: EMPTY_CART, isGuest: false }}>
      <CartPage />
    </StaticCartProvider>
  ),
}

export const Loading: Story = {
  render: () => (
    <StaticCartProvider value={{ cart: EMPTY_CART, loading: true, isGuest: false }}>
      <CartPage />
    </StaticCartProvider>
  ),
}

/** The wholesale cart on /kk/cart (issue 33): the same page in Kazakh. */
export const InKazakh: Story = {
  loaders: [() => loadCatalog('kk')],
  render: () => (
    <PageAt href="/kk/cart">
      <StaticCartProvider value={{ cart: wholesaleCart(), isGuest: false }}>
        <CartPage />
      </StaticCartProvider>
    </PageAt>
  ),
}
