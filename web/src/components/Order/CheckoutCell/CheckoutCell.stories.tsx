import type { Meta, StoryObj } from '@storybook/react'

import { shopError } from 'src/testing/orderMocks'

import { Failure, Loading, Success } from './CheckoutCell'
import { placed, shops, standard } from './CheckoutCell.mock'

const meta: Meta = { title: 'Cells/Order/CheckoutCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }

/** A missing or someone else's draft (NOT_FOUND; the api has no empty answer). */
export const notFoundFailure: Story = {
  render: () => <Failure id={1063} error={shopError('Заказ не найден.', { code: 'NOT_FOUND' })} />,
}

export const failure: Story = {
  render: () => <Failure id={1063} error={new Error('Failed to fetch')} />,
}

/** The draft's lines, the shop to collect from and a comment. */
export const success: Story = {
  render: () => {
    mockGraphQLQuery('CheckoutShopsQuery', () => shops())
    return <Success id={1063} {...standard()} />
  },
}

/** The order is placed: status and links. (The form asks for the shops before it knows.) */
export const placedOrder: Story = {
  render: () => {
    mockGraphQLQuery('CheckoutShopsQuery', () => shops())
    return <Success id={1063} {...placed()} />
  },
}
