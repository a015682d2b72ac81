import type { Meta, StoryObj } from '@storybook/react'

import { aboutBlock } from 'src/testing/content/aboutBlockMock'

import AboutUsPage from './AboutUsPage'

const meta: Meta<typeof AboutUsPage> = { component: AboutUsPage }
export default meta
type Story = StoryObj<typeof AboutUsPage>

/** The «about» text of the demo content under the «О нас» links. */
export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('ContentBlockPageQuery', () => aboutBlock())
    return <AboutUsPage />
  },
}

/** The block exists but its editor has not written the text yet. */
export const NotWrittenYet: Story = {
  render: () => {
    mockGraphQLQuery('ContentBlockPageQuery', () => ({
      contentBlock: { ...aboutBlock().contentBlock, body: '' },
    }))
    return <AboutUsPage />
  },
}
