import type { Meta, StoryObj } from '@storybook/react'

import PriceBlock from './PriceBlock'

const meta: Meta<typeof PriceBlock> = { component: PriceBlock }
export default meta
type Story = StoryObj<typeof PriceBlock>

export const WithDiscount: Story = { args: { price: 150000, lastPrice: 180000, size: 'large' } }
export const Plain: Story = { args: { price: 12500 } }
export const OnRequest: Story = { args: { price: 0 } }

/** A wholesale customer on the product page: their type named, retail for reference. */
export const WholesaleLarge: Story = {
  args: { price: 9500, retailPrice: 12000, priceTypeName: 'Оптовая', size: 'large' },
}
/** A wholesale customer in a list: «Розница: 12 000 ₸» under their price. */
export const WholesaleSmall: Story = {
  args: { price: 9500, retailPrice: 12000, priceTypeName: 'Оптовая' },
}
