import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './AdminBulkPriceCell'
import { loadFailure, standard } from './AdminBulkPriceCell.mock'

const meta: Meta = { title: 'Cells/Admin/AdminBulkPriceCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const failure: Story = { render: () => <Failure error={loadFailure()} /> }
/** The filter and the change, before a preview. */
export const success: Story = { render: () => <Success {...standard()} /> }
