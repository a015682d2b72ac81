import type { Meta, StoryObj } from '@storybook/react'

import { screenOf } from 'src/components/Admin/AdminPriceTypesCell/AdminPriceTypesCell.mock'

import PriceTypesTable from './PriceTypesTable'

const meta: Meta<typeof PriceTypesTable> = { component: PriceTypesTable }
export default meta
type Story = StoryObj<typeof PriceTypesTable>

const { priceTypes } = screenOf()

/** Retail, «Оптовая» and «Дилерская»; retail has no «Удалить». */
export const Types: Story = {
  render: () => <PriceTypesTable priceTypes={priceTypes} onEdit={() => {}} onDelete={() => {}} />,
}

/** A delete under way: the other «Удалить» buttons wait. */
export const Deleting: Story = {
  render: () => (
    <PriceTypesTable priceTypes={priceTypes} onEdit={() => {}} onDelete={() => {}} deleting />
  ),
}
