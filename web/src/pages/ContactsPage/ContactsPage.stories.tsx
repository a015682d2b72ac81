import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/ContactsCell/ContactsCell.mock'

import ContactsPage from './ContactsPage'

const meta: Meta<typeof ContactsPage> = { component: ContactsPage }
export default meta
type Story = StoryObj<typeof ContactsPage>

/** The demo text of the «contacts» block. */
export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('ContactsPageQuery', standard)
    return <ContactsPage />
  },
}
