import type { Meta, StoryObj } from '@storybook/react'

import { mockSiteBlocks } from 'src/components/SiteFooter/SiteFooter.mock'

import FloatingContacts from './FloatingContacts'

const meta: Meta<typeof FloatingContacts> = { component: FloatingContacts }
export default meta
type Story = StoryObj<typeof FloatingContacts>

/** Closed: «Напишите нам»; a click shows WhatsApp, Telegram and the call, and «Скрыть». */
export const Primary: Story = {
  render: () => {
    mockSiteBlocks()
    return <FloatingContacts />
  },
}

/** Only WhatsApp and the phone are set in the contacts block. */
export const WhatsAppOnly: Story = {
  render: () => {
    mockSiteBlocks({
      contacts: {
        data: {
          phone: '+7 (7122) 20-30-40',
          phoneE164: '+77122203040',
          messengers: { whatsapp: 'https://wa.me/77122203040' },
        },
      },
    })
    return <FloatingContacts />
  },
}
