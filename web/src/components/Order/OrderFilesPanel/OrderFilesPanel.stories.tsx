import type { Meta, StoryObj } from '@storybook/react'

import { orderFiles } from 'src/testing/orderMocks'

import OrderFilesPanel from './OrderFilesPanel'

const meta: Meta<typeof OrderFilesPanel> = { component: OrderFilesPanel }
export default meta
type Story = StoryObj<typeof OrderFilesPanel>

/** No files yet: upload a .xlsx/.csv or paste «артикул количество» lines. */
export const NoFiles: Story = {
  render: () => {
    mockGraphQLQuery('OrderFilesQuery', () => ({ orderFiles: [] }))
    return <OrderFilesPanel orderId={1063} />
  },
}

/** An uploaded spreadsheet and a pasted list: each can be downloaded («Скачать»), fill the draft again or go. */
export const WithFiles: Story = {
  render: () => {
    mockGraphQLQuery('OrderFilesQuery', () => ({ orderFiles: orderFiles() }))
    return <OrderFilesPanel orderId={1063} />
  },
}
