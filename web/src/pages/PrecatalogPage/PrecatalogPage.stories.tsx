import type { Meta, StoryObj } from '@storybook/react'

import { standard as categories } from 'src/components/CategoriesCell/CategoriesCell.mock'
import {
  missing,
  standard as subcategories,
} from 'src/components/SubcategoriesCell/SubcategoriesCell.mock'

import PrecatalogPage from './PrecatalogPage'

const meta: Meta<typeof PrecatalogPage> = { component: PrecatalogPage }
export default meta
type Story = StoryObj<typeof PrecatalogPage>

/** /precatalog: the sections of the catalogue. */
export const Sections: Story = {
  render: () => {
    mockGraphQLQuery('CategoriesQuery', () => categories())
    return <PrecatalogPage />
  },
}

/** /precatalog/Насосное оборудование: one section's subcategories (the route hands it encoded). */
export const OneSection: Story = {
  render: () => {
    mockGraphQLQuery('SubcategoriesQuery', () => subcategories())
    return <PrecatalogPage category={encodeURIComponent('Насосное оборудование')} />
  },
}

/** /precatalog/{a name no section has}: the shop’s not-found page, not an empty section. */
export const MissingSection: Story = {
  render: () => {
    mockGraphQLQuery('SubcategoriesQuery', () => missing())
    return <PrecatalogPage category={encodeURIComponent('Нет такого раздела')} />
  },
}
