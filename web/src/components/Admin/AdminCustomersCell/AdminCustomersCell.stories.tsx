import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './AdminCustomersCell'
import { empty, standard } from './AdminCustomersCell.mock'

const meta: Meta = { title: 'Cells/Admin/AdminCustomersCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const failure: Story = { render: () => <Failure error={new Error('Сервер недоступен')} /> }
export const success: Story = { render: () => <Success {...standard()} /> }
export const nothingFound: Story = { render: () => <Success {...empty()} /> }
