import type { Meta, StoryObj } from '@storybook/react'

import { previewOf } from '../AdminBulkPriceCell/AdminBulkPriceCell.mock'

import BulkPriceCheck from './BulkPriceCheck'

const meta: Meta<typeof BulkPriceCheck> = { component: BulkPriceCheck }
export default meta
type Story = StoryObj<typeof BulkPriceCheck>

const { bulkPricePreview } = previewOf()
const noop = () => {}

/** A section's products: «Применить» at once. */
export const Filtered: Story = {
  render: () => (
    <BulkPriceCheck
      products="раздел «Фильтры»"
      preview={bulkPricePreview}
      wholeCatalogue={false}
      onWholeCatalogue={noop}
      onApply={noop}
    />
  ),
}

/** Every product: «Применить» waits for the checkbox. */
export const WholeCatalogue: Story = {
  render: () => (
    <BulkPriceCheck
      products={null}
      preview={bulkPricePreview}
      wholeCatalogue={false}
      onWholeCatalogue={noop}
      onApply={noop}
    />
  ),
}
