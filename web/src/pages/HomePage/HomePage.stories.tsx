import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/Home/HomeCell/HomeCell.mock'

import HomePage from './HomePage'

const meta: Meta<typeof HomePage> = {
  component: HomePage,
}

export default meta

type Story = StoryObj<typeof HomePage>

export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('HomePageQuery', () => standard())
    return <HomePage />
  },
}
