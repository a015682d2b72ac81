import type { Meta, StoryObj } from '@storybook/react'

import { EMPTY_CART, StaticCartProvider } from 'src/components/ShopState/CartProvider'

import CartPopover from './CartPopover'
import { guestCart, wholesaleCart } from './CartPopover.mock'

const meta: Meta<typeof CartPopover> = { component: CartPopover }
export default meta
type Story = StoryObj<typeof CartPopover>

export const Guest: Story = {
  render: () => (
    <StaticCartProvider value={{ cart: guestCart() }}>
      <CartPopover />
    </StaticCartProvider>
  ),
}

export const LoggedIn: Story = {
  render: () => (
    <StaticCartProvider value={{ cart: guestCart(), isGuest: false }}>
      <CartPopover />
    </StaticCartProvider>
  ),
}

/** A wholesale customer: 12 valves at the «от 10 шт.» price. */
export const QuantityBreak: Story = {
  render: () => (
    <StaticCartProvider value={{ cart: wholesaleCart(), isGuest: false }}>
      <CartPopover />
    </StaticCartProvider>
  ),
}

export const Empty: Story = {
  render: () => (
    <StaticCartProvider value={{ cart: EMPTY_CART }}>
      <CartPopover />
    </StaticCartProvider>
  ),
}
