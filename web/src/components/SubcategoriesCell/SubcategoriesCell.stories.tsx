import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './SubcategoriesCell'
import { CATEGORY, standard } from './SubcategoriesCell.mock'

const meta: Meta = { title: 'Cells/SubcategoriesCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty categoryName="Баки и емкости" /> }
export const failure: Story = {
  render: () => <Failure categoryName={CATEGORY} error={new Error('Сервер недоступен')} />,
}
/** «Насосное оборудование»: six subcategories, two with pictures. */
export const success: Story = {
  render: () => <Success categoryName={CATEGORY} {...standard()} />,
}
