import type { Meta, StoryObj } from '@storybook/react'

import StoryStart from 'src/testing/StoryStart'

import CategoryStrip from './CategoryStrip'
import { mockHeaderQueries } from './SiteHeader.mock'

const meta: Meta<typeof CategoryStrip> = { component: CategoryStrip }
export default meta
type Story = StoryObj<typeof CategoryStrip>

/** The first 5 catalogue sections. */
export const Primary: Story = {
  render: () => {
    mockHeaderQueries()
    return <CategoryStrip />
  },
}

/** «Инженерная сантехника» chosen: its screen with the subcategories. */
export const Selected: Story = {
  render: () => {
    mockHeaderQueries()
    return (
      <StoryStart step={{ click: '.category-strip__list > li:nth-child(2) > button' }}>
        <CategoryStrip />
      </StoryStart>
    )
  },
}
