import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './AdminPriceTypesCell'
import { loadFailure, standard } from './AdminPriceTypesCell.mock'

const meta: Meta = { title: 'Cells/Admin/AdminPriceTypesCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const failure: Story = { render: () => <Failure error={loadFailure()} /> }
/** Three types; the wholesale group on «Оптовая», b2c on retail. */
export const success: Story = { render: () => <Success {...standard()} /> }
