import type { Meta, StoryObj } from '@storybook/react'

import { LocationProvider } from '@redwoodjs/router'

import { files, placed, standard } from 'src/components/Order/OrderCell/OrderCell.mock'

import OrderPage from './OrderPage'

const at = (id: number) => new URL(`/order?id=${id}`, window.location.origin)

const meta: Meta<typeof OrderPage> = { component: OrderPage }
export default meta
type Story = StoryObj<typeof OrderPage>

/** /order?id=1063: a draft with a stock-capped line and two files. */
export const Draft: Story = {
  render: () => {
    mockGraphQLQuery('FindOrderQuery', () => standard())
    mockGraphQLQuery('OrderFilesQuery', () => files())
    return (
      <LocationProvider location={at(1063)}>
        <OrderPage />
      </LocationProvider>
    )
  },
}

/** /order?id=1042: a placed order. */
export const Placed: Story = {
  render: () => {
    mockGraphQLQuery('FindOrderQuery', () => placed())
    return (
      <LocationProvider location={at(1042)}>
        <OrderPage />
      </LocationProvider>
    )
  },
}

/** /order?id=999: not this shopper's order. */
export const NotFound: Story = {
  render: () => {
    mockGraphQLQuery('FindOrderQuery', (_variables, { ctx }) => {
      ctx.errors([{ message: 'Заказ не найден.', extensions: { code: 'NOT_FOUND' } }])
      return null
    })
    return (
      <LocationProvider location={at(999)}>
        <OrderPage />
      </LocationProvider>
    )
  },
}
