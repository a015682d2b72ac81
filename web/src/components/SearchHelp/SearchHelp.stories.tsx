import type { Meta, StoryObj } from '@storybook/react'

import { mockSiteBlocks } from 'src/components/SiteFooter/SiteFooter.mock'

import SearchHelp, { SearchHelpView } from './SearchHelp'

const meta: Meta<typeof SearchHelp> = { component: SearchHelp }
export default meta
type Story = StoryObj<typeof SearchHelp>

/** Nothing found, with the site's phone and messenger links. */
export const WithContacts: Story = {
  render: () => {
    mockSiteBlocks()
    return <SearchHelp />
  },
}

/** The contacts have not arrived: the same words, no links. */
export const WithoutContacts: Story = {
  render: () => <SearchHelpView />,
}
