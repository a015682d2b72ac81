import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './SubcategoriesCell'
import { CATEGORY, empty, standard } from './SubcategoriesCell.mock'

const meta: Meta = { title: 'Cells/SubcategoriesCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
/** /precatalog/{a name no section has}: the shop’s not-found page. */
export const notFound: Story = { render: () => <Empty /> }
/** A section without subcategories yet: all its goods are offered instead. */
export const noSubcategories: Story = {
  render: () => <Success categoryName="Баки и емкости" {...empty()} />,
}
export const failure: Story = {
  render: () => <Failure categoryName={CATEGORY} error={new Error('Сервер недоступен')} />,
}
/** «Насосное оборудование»: six subcategories, two with pictures. */
export const success: Story = {
  render: () => <Success categoryName={CATEGORY} {...standard()} />,
}
