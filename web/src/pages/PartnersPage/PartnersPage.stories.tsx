import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/Content/PartnersCell/PartnersCell.mock'

import PartnersPage from './PartnersPage'

const meta: Meta<typeof PartnersPage> = { component: PartnersPage }
export default meta
type Story = StoryObj<typeof PartnersPage>

/** Six brands of the demo catalogue by name. */
export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('PartnersQuery', () => standard())
    return <PartnersPage />
  },
}

/** No brand has goods on sale. */
export const NoBrands: Story = {
  render: () => {
    mockGraphQLQuery('PartnersQuery', () => ({ brands: [] }))
    return <PartnersPage />
  },
}
