import type { Meta, StoryObj } from '@storybook/react'

import { UiProvider } from 'src/components/ShopState/UiProvider'
import { loadCatalog } from 'src/lib/i18n'
import { atPage } from 'src/testing/InLanguage'

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

/** A Kazakh page of an object with no Kazakh texts yet: title, kind and description marked lang="ru". */
export const RussianOnKazakhPage: Story = {
  decorators: [atPage('/kk/objects/1')],
  loaders: [() => loadCatalog('kk')],
  render: () => (
    <UiProvider>
      <ObjectDetails object={standard()} />
    </UiProvider>
  ),
}
