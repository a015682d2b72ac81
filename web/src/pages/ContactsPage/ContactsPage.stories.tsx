import type { Meta, StoryObj } from '@storybook/react'

import { pageBlock } from 'src/components/ContentBlockCell/ContentBlockCell.mock'
import { mockSiteBlocks } from 'src/components/SiteFooter/SiteFooter.mock'

import ContactsPage from './ContactsPage'

const meta: Meta<typeof ContactsPage> = { component: ContactsPage }
export default meta
type Story = StoryObj<typeof ContactsPage>

/** The demo text of the «contacts» block. */
export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('ContentBlockPageQuery', () => pageBlock('contacts'))
    mockSiteBlocks()
    return <ContactsPage />
  },
}
