import type { Meta, StoryObj } from '@storybook/react'

import { UiProvider } from 'src/components/ShopState/UiProvider'

import ObjectDetails from './ObjectDetails'
import { bare, standard } from './ObjectDetails.mock'

const meta: Meta<typeof ObjectDetails> = {
  title: 'Components/Objects/ObjectDetails',
  component: ObjectDetails,
}
export default meta
type Story = StoryObj<typeof ObjectDetails>

export const Primary: Story = {
  render: () => (
    <UiProvider>
      <ObjectDetails object={standard()} />
    </UiProvider>
  ),
}

/** No photos, no client, no year. */
export const Bare: Story = {
  render: () => (
    <UiProvider>
      <ObjectDetails object={bare()} />
    </UiProvider>
  ),
}
