import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './AdminProductsCell'
import { nothingFound, standard } from './AdminProductsCell.mock'

const meta: Meta = { title: 'Cells/Admin/AdminProductsCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const failure: Story = { render: () => <Failure error={new Error('Сервер недоступен')} /> }
/** Two products with prices, stock and flags. */
export const success: Story = { render: () => <Success {...standard()} input={{}} /> }
/** The filter found nothing: the filters stay. */
export const empty: Story = {
  render: () => <Success {...nothingFound()} input={{ search: 'нет такого' }} />,
}
