import type { Meta, StoryObj } from '@storybook/react'

import { pageBlock } from 'src/components/ContentBlockCell/ContentBlockCell.mock'
import { mockSiteBlocks } from 'src/components/SiteFooter/SiteFooter.mock'

import DeliveryPage from './DeliveryPage'

const meta: Meta<typeof DeliveryPage> = { component: DeliveryPage }
export default meta
type Story = StoryObj<typeof DeliveryPage>

/** The demo text of the «delivery» block. */
export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('ContentBlockPageQuery', () => pageBlock('delivery'))
    mockSiteBlocks()
    return <DeliveryPage />
  },
}
