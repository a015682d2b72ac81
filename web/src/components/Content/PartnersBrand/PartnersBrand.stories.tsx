import type { Meta, StoryObj } from '@storybook/react'

import PartnersBrand from './PartnersBrand'
import { plain, standard } from './PartnersBrand.mock'

const meta: Meta<typeof PartnersBrand> = {
  title: 'Content/PartnersBrand',
  component: PartnersBrand,
}
export default meta
type Story = StoryObj<typeof PartnersBrand>

/** Grundfos: logo, country, description, catalogue and website links. */
export const Primary: Story = { render: () => <PartnersBrand {...standard()} /> }

/** A brand without a logo or a website. */
export const WithoutLogo: Story = { render: () => <PartnersBrand {...plain()} /> }
