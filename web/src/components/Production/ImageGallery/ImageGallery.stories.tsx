import type { Meta, StoryObj } from '@storybook/react'

import { loadCatalog } from 'src/lib/i18n'
import { atPage } from 'src/testing/InLanguage'

import ImageGallery from './ImageGallery'
import { standard } from './ImageGallery.mock'

const meta: Meta<typeof ImageGallery> = {
  title: 'Components/Production/ImageGallery',
  component: ImageGallery,
}
export default meta
type Story = StoryObj<typeof ImageGallery>

/** Three photos: the first large, thumbnails switch it. */
export const Primary: Story = { render: () => <ImageGallery {...standard()} eager /> }

/** One photo: no thumbnails. */
export const OnePhoto: Story = {
  render: () => <ImageGallery {...standard()} images={standard().images.slice(0, 1)} />,
}

/** A Kazakh page with a Russian title: the pictures are described by the title alone, lang="ru". */
export const RussianTitleOnKazakhPage: Story = {
  decorators: [atPage('/kk/objects/1')],
  loaders: [() => loadCatalog('kk')],
  render: () => <ImageGallery {...standard()} titleLang="ru" />,
}
