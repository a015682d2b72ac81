import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './ProductionPagesCell'
import { standard } from './ProductionPagesCell.mock'

const meta: Meta = { title: 'Cells/Production/ProductionPagesCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const emptyState: Story = { render: () => <Empty /> }
export const failure: Story = { render: () => <Failure error={new Error('Сервер недоступен')} /> }
/** The eight directions; the last one has no picture yet. */
export const success: Story = { render: () => <Success {...standard()} /> }
