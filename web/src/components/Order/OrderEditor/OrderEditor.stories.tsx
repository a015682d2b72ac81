import type { Meta, StoryObj } from '@storybook/react'

import {
  cleanDraftOrder,
  draftOrder,
  emptyDraftOrder,
  orderFiles,
  placedOrder,
} from 'src/testing/orderMocks'
import { ON_PHONE } from 'src/testing/storyViewports'

import OrderEditor from './OrderEditor'

const meta: Meta<typeof OrderEditor> = { component: OrderEditor }
export default meta
type Story = StoryObj<typeof OrderEditor>

/** A draft: one line lowered to the stock («В наличии 3 товаров»), one out of stock and unchecked. */
export const DraftWithStockCap: Story = {
  render: () => {
    mockGraphQLQuery('OrderFilesQuery', () => ({ orderFiles: orderFiles() }))
    return <OrderEditor order={draftOrder()} />
  },
}

/** A draft whose lines all have stock: every line pre-checked. */
export const Draft: Story = {
  render: () => {
    mockGraphQLQuery('OrderFilesQuery', () => ({ orderFiles: [] }))
    return <OrderEditor order={cleanDraftOrder()} />
  },
}

/** A draft with no lines: a hint to the cart and the file panel. */
export const EmptyDraft: Story = {
  render: () => {
    mockGraphQLQuery('OrderFilesQuery', () => ({ orderFiles: [] }))
    return <OrderEditor order={emptyDraftOrder()} />
  },
}

/** A placed order: read-only, repeat or cancel. */
export const Placed: Story = { render: () => <OrderEditor order={placedOrder()} /> }

/** A completed order: only «Повторить заказ». */
export const Completed: Story = {
  render: () => (
    <OrderEditor order={placedOrder({ status: 'completed', statusTitle: 'Выполнен' })} />
  ),
}

/** A draft on a 390 px phone: figures under the name, named «Количество», «Цена», «Сумма». */
export const DraftOnPhone: Story = {
  parameters: ON_PHONE,
  render: DraftWithStockCap.render,
}
