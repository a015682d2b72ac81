import type { Meta, StoryObj } from '@storybook/react'

import AdminOrderFilters from './AdminOrderFilters'
import { standard } from './orderShops.mock'

const meta: Meta<typeof AdminOrderFilters> = { component: AdminOrderFilters }
export default meta
type Story = StoryObj<typeof AdminOrderFilters>

export const empty: Story = { args: { params: {}, shops: standard().shops } }
export const filled: Story = {
  args: {
    params: { search: '701', shop: '2', kind: 'guest', from: '2026-11-01', to: '2026-11-25' },
    shops: standard().shops,
  },
}
/** A link whose «по» is before its «с» (issue 30 §4): the field says so in Russian. */
export const reversedRangeInTheAddress: Story = {
  args: { params: { from: '2026-11-25', to: '2026-11-01' }, shops: standard().shops },
}
