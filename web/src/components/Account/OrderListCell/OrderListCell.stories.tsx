import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './OrderListCell'
import { paged, standard } from './OrderListCell.mock'

const meta: Meta = { title: 'Cells/Account/OrderListCell' }
export default meta
type Story = StoryObj

// Loading and failure read the same for the three lists.
export const loading: Story = { render: () => <Loading /> }
export const failure: Story = {
  render: () => <Failure kind="current" error={new Error('Сервер недоступен')} />,
}

export const emptyCurrent: Story = { render: () => <Empty kind="current" /> }
export const emptyDrafts: Story = { render: () => <Empty kind="drafts" /> }
export const emptyHistory: Story = { render: () => <Empty kind="history" /> }

/** Placed orders: «Повторить заказ», an invoice where there is one. */
export const current: Story = { render: () => <Success kind="current" {...standard('current')} /> }
/** Drafts: «Удалить» asks first. */
export const drafts: Story = { render: () => <Success kind="drafts" {...standard('drafts')} /> }
export const history: Story = { render: () => <Success kind="history" {...standard('history')} /> }
export const secondPage: Story = { render: () => <Success kind="current" {...paged('current')} /> }
