import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './ProductsCell'
import { standard } from './ProductsCell.mock'

const meta: Meta = { title: 'Cells/ProductsCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = { render: () => <Failure error={new Error('Сервер недоступен')} /> }
export const success: Story = { render: () => <Success {...standard()} /> }
export const successList: Story = { render: () => <Success {...standard()} layout="list" /> }
