import type { Meta, StoryObj } from '@storybook/react'

import { shopError } from 'src/testing/orderMocks'

import { Failure, Loading, Success } from './OrderCell'
import { cleanDraft, emptyDraft, files, noFiles, placed, standard } from './OrderCell.mock'

const meta: Meta = { title: 'Cells/Order/OrderCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }

/** Someone else's or a missing order (NOT_FOUND): links to the drafts and current orders. */
export const notFoundFailure: Story = {
  render: () => <Failure id={1063} error={shopError('Заказ не найден.', { code: 'NOT_FOUND' })} />,
}

export const failure: Story = {
  render: () => <Failure id={1063} error={new Error('Failed to fetch')} />,
}

/** A draft without lines (the api has no empty answer; this is the empty state). */
export const emptyDraftSuccess: Story = {
  render: () => {
    mockGraphQLQuery('OrderFilesQuery', () => noFiles())
    return <Success id={1063} {...emptyDraft()} />
  },
}

/** A draft with the stock cap warning and a line out of stock, two files attached. */
export const success: Story = {
  render: () => {
    mockGraphQLQuery('OrderFilesQuery', () => files())
    return <Success id={1063} {...standard()} />
  },
}

/** A draft whose lines all have stock. */
export const cleanDraftSuccess: Story = {
  render: () => {
    mockGraphQLQuery('OrderFilesQuery', () => noFiles())
    return <Success id={1063} {...cleanDraft()} />
  },
}

/** A placed order: read-only, «Повторить заказ» and «Отменить заказ». */
export const placedOrder: Story = { render: () => <Success id={1063} {...placed()} /> }
