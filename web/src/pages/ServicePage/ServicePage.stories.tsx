import type { Meta, StoryObj } from '@storybook/react'

import { pageBlock } from 'src/components/ContentBlockCell/ContentBlockCell.mock'
import { mockSiteBlocks } from 'src/components/SiteFooter/SiteFooter.mock'

import ServicePage from './ServicePage'

const meta: Meta<typeof ServicePage> = { component: ServicePage }
export default meta
type Story = StoryObj<typeof ServicePage>

/** The demo text of the «service» block. */
export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('ContentBlockPageQuery', () => pageBlock('service'))
    mockSiteBlocks()
    return <ServicePage />
  },
}
