import type { Meta, StoryObj } from '@storybook/react'

import { screenOf } from 'src/components/Admin/AdminPriceTypesCell/AdminPriceTypesCell.mock'

import GroupPriceTypesTable from './GroupPriceTypesTable'

const meta: Meta<typeof GroupPriceTypesTable> = { component: GroupPriceTypesTable }
export default meta
type Story = StoryObj<typeof GroupPriceTypesTable>

const { groups, priceTypes } = screenOf()

/** b2c on retail, the wholesale group on «Оптовая». */
export const Groups: Story = {
  render: () => (
    <GroupPriceTypesTable groups={groups} priceTypes={priceTypes} onChange={() => {}} />
  ),
}

/** A change being saved: the selects wait. */
export const Saving: Story = {
  render: () => (
    <GroupPriceTypesTable groups={groups} priceTypes={priceTypes} onChange={() => {}} disabled />
  ),
}
