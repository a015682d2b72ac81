import type { Meta, StoryObj } from '@storybook/react'

import { pageBlock } from 'src/components/ContentBlockCell/ContentBlockCell.mock'
import { mockSiteBlocks } from 'src/components/SiteFooter/SiteFooter.mock'

import PolicyPage from './PolicyPage'

const meta: Meta<typeof PolicyPage> = { component: PolicyPage }
export default meta
type Story = StoryObj<typeof PolicyPage>

/** The demo text of the «policy» block. */
export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('ContentBlockPageQuery', () => pageBlock('policy'))
    mockSiteBlocks()
    return <PolicyPage />
  },
}
