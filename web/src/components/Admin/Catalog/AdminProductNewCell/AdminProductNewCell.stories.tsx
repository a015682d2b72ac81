import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './AdminProductNewCell'
import { standard } from './AdminProductNewCell.mock'

const meta: Meta = { title: 'Cells/Admin/AdminProductNewCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const failure: Story = { render: () => <Failure error={new Error('Сервер недоступен')} /> }
/** The blank form: active, every shop at 0. */
export const success: Story = { render: () => <Success {...standard()} /> }
