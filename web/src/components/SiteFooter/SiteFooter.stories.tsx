import type { Meta, StoryObj } from '@storybook/react'

import { UiProvider } from 'src/components/ShopState/UiProvider'

import SiteFooter from './SiteFooter'
import { mockSiteBlocks } from './SiteFooter.mock'

const meta: Meta<typeof SiteFooter> = {
  component: SiteFooter,
  // «Перезвоните мне» opens the page-wide call-back form.
  decorators: [(Story) => <UiProvider>{Story()}</UiProvider>],
}
export default meta
type Story = StoryObj<typeof SiteFooter>

/** The main layout's footer: advantages, columns, contacts. */
export const Primary: Story = {
  render: (args) => {
    mockSiteBlocks()
    return <SiteFooter {...args} />
  },
}

/** The cart layout's footer: without the advantages. */
export const WithoutAdvantages: Story = {
  args: { withAdvantages: false },
  render: (args) => {
    mockSiteBlocks()
    return <SiteFooter {...args} />
  },
}
