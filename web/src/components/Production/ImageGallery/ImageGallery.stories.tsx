import type { Meta, StoryObj } from '@storybook/react'

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
