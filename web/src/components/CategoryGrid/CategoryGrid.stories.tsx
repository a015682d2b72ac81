import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/CategoriesCell/CategoriesCell.mock'

import CategoryGrid from './CategoryGrid'

const meta: Meta<typeof CategoryGrid> = {
  component: CategoryGrid,
  tags: ['autodocs'],
}

export default meta

type Story = StoryObj<typeof CategoryGrid>

export const AllSections: Story = {
  args: { categories: standard().categories.results },
}

export const SingleSection: Story = {
  args: { categories: standard().categories.results.slice(4, 5) },
}
