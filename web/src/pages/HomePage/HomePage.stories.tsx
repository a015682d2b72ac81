import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/CategoriesCell/CategoriesCell.mock'

import HomePage from './HomePage'

const meta: Meta<typeof HomePage> = {
  component: HomePage,
}

export default meta

type Story = StoryObj<typeof HomePage>

export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('CategoriesQuery', () => standard())
    return <HomePage />
  },
}
