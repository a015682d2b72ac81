import type { Meta, StoryObj } from '@storybook/react'

import { mockSiteBlocks } from 'src/components/SiteFooter/SiteFooter.mock'

import PromoBanner from './PromoBanner'

const meta: Meta<typeof PromoBanner> = { component: PromoBanner }
export default meta
type Story = StoryObj<typeof PromoBanner>

/** A running offer (a month left), linked to «Доставка и оплата»; it pulses every 15 s. */
export const Primary: Story = {
  render: () => {
    mockSiteBlocks({
      promo_banner: { validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString() },
    })
    return <PromoBanner />
  },
}

/** The offer of SPEC §1 ended on 01.01.2025: the banner is gone (an empty story). */
export const Expired: Story = {
  render: () => {
    mockSiteBlocks({ promo_banner: { validUntil: '2025-01-01T00:00:00+05:00' } })
    return <PromoBanner />
  },
}
