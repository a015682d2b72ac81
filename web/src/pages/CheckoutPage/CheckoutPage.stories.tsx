import type { Meta, StoryObj } from '@storybook/react'

import { LocationProvider } from '@redwoodjs/router'

import { placed, shops, standard } from 'src/components/Order/CheckoutCell/CheckoutCell.mock'

import CheckoutPage from './CheckoutPage'

const at = (id: number) => new URL(`/checkout?id=${id}`, window.location.origin)

const meta: Meta<typeof CheckoutPage> = { component: CheckoutPage }
export default meta
type Story = StoryObj<typeof CheckoutPage>

/** /checkout?id=1063: shop, comment, confirm. */
export const Draft: Story = {
  render: () => {
    mockGraphQLQuery('CheckoutOrderQuery', () => standard())
    mockGraphQLQuery('CheckoutShopsQuery', () => shops())
    return (
      <LocationProvider location={at(1063)}>
        <CheckoutPage />
      </LocationProvider>
    )
  },
}

/** /checkout?id=1042 after placing: the confirmation. */
export const Placed: Story = {
  render: () => {
    mockGraphQLQuery('CheckoutOrderQuery', () => placed())
    mockGraphQLQuery('CheckoutShopsQuery', () => shops())
    return (
      <LocationProvider location={at(1042)}>
        <CheckoutPage />
      </LocationProvider>
    )
  },
}
