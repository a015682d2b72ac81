import type { Meta, StoryObj } from '@storybook/react'

import {
  empty,
  standard,
} from 'src/components/Production/ProductionPagesCell/ProductionPagesCell.mock'

import ProductionListPage from './ProductionListPage'

const meta: Meta<typeof ProductionListPage> = { component: ProductionListPage }
export default meta
type Story = StoryObj<typeof ProductionListPage>

/** /production: eight directions as tiles. */
export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('ProductionPagesQuery', () => standard())
    return <ProductionListPage />
  },
}

/** No pages entered yet. */
export const NoPages: Story = {
  render: () => {
    mockGraphQLQuery('ProductionPagesQuery', () => empty())
    return <ProductionListPage />
  },
}
