import type { Meta, StoryObj } from '@storybook/react'

import { ON_PHONE } from 'src/testing/storyViewports'

import OrderList from './OrderList'
import { currentRows, draftRows, historyRows } from './OrderList.mock'

const meta: Meta<typeof OrderList> = {
  title: 'Components/Account/OrderList',
  component: OrderList,
  args: { page: 1, pageCount: 1, onPage: () => {} },
}
export default meta
type Story = StoryObj<typeof OrderList>

export const current: Story = { args: { orders: currentRows(), kind: 'current' } }
export const drafts: Story = { args: { orders: draftRows(), kind: 'drafts' } }
export const history: Story = { args: { orders: historyRows(), kind: 'history' } }
export const paged: Story = {
  args: { orders: currentRows(), kind: 'current', page: 2, pageCount: 3 },
}
/** Drafts on a phone: each row a card, each cell with its column's name. */
export const draftsOnPhone: Story = {
  args: { orders: draftRows(), kind: 'drafts' },
  parameters: ON_PHONE,
}
