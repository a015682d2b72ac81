import type { Meta, StoryObj } from '@storybook/react'

import { checkoutShops, cleanDraftOrder, placedOrder, SHOP_ATYRAU } from 'src/testing/orderMocks'

import CheckoutForm from './CheckoutForm'

const meta: Meta<typeof CheckoutForm> = { component: CheckoutForm }
export default meta
type Story = StoryObj<typeof CheckoutForm>

/** A draft: choose a shop, add a comment, confirm. */
export const Draft: Story = {
  render: () => {
    mockGraphQLQuery('CheckoutShopsQuery', () => checkoutShops())
    return <CheckoutForm order={cleanDraftOrder()} />
  },
}

/** A draft that already names its shop and carries a comment. */
export const DraftWithShop: Story = {
  render: () => {
    mockGraphQLQuery('CheckoutShopsQuery', () => checkoutShops())
    return (
      <CheckoutForm order={cleanDraftOrder({ shop: SHOP_ATYRAU, comment: 'Заберу после 17:00' })} />
    )
  },
}

/** The order is placed. */
export const Placed: Story = {
  render: () => {
    mockGraphQLQuery('CheckoutShopsQuery', () => checkoutShops())
    return <CheckoutForm order={placedOrder()} />
  },
}
