import type { Meta, StoryObj } from '@storybook/react'

import { cityDelivery, placedOrder } from 'src/testing/orderMocks'

import OrderFulfilmentFacts from './OrderFulfilmentFacts'

const meta: Meta<typeof OrderFulfilmentFacts> = { component: OrderFulfilmentFacts }
export default meta

export const pickup: StoryObj<typeof OrderFulfilmentFacts> = { args: { order: placedOrder() } }

export const delivery: StoryObj<typeof OrderFulfilmentFacts> = {
  args: { order: placedOrder({ fulfilment: cityDelivery(6000) }) },
}
