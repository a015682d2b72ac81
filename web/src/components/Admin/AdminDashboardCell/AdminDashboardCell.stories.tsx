import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './AdminDashboardCell'
import { quiet, refundRefused, shortOfStock, standard } from './AdminDashboardCell.mock'

const meta: Meta = { title: 'Cells/Admin/AdminDashboardCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const failure: Story = { render: () => <Failure error={new Error('Сервер недоступен')} /> }
/** A morning in the shop. */
export const success: Story = { render: () => <Success {...standard()} /> }
/** Nothing waits: the zeros are shown (the cell has no Empty state: counts always exist). */
export const allZero: Story = { render: () => <Success {...quiet()} /> }
/** A cancelled order's payment the gateway would not return: the list to work through. */
export const refundRefusedByGateway: Story = { render: () => <Success {...refundRefused()} /> }
/** Two orders whose held units an import took away: counted and named. */
export const ordersShortOfStock: Story = { render: () => <Success {...shortOfStock()} /> }
