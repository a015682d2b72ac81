import type { Meta, StoryObj } from '@storybook/react'

import { DEMO_CONTACTS_BLOCK } from 'src/components/SiteContent/SiteContent.mock'
import { siteContactsOf } from 'src/components/SiteContent/useContentBlock'

import ContactFacts from './ContactFacts'

const meta: Meta<typeof ContactFacts> = {
  component: ContactFacts,
  args: { onCallback: () => {} },
}
export default meta
type Story = StoryObj<typeof ContactFacts>

/** Phone, e-mail, hours, address and messengers from the `contacts` block. */
export const Primary: Story = { args: { contacts: siteContactsOf(DEMO_CONTACTS_BLOCK.data) } }

/** Before the block arrives (or without one): only the call-me-back button. */
export const WithoutContacts: Story = { args: { contacts: null } }
