import type { Meta, StoryObj } from '@storybook/react'

import PictureUpload from './PictureUpload'

const meta: Meta<typeof PictureUpload> = { component: PictureUpload }
export default meta
type Story = StoryObj<typeof PictureUpload>

/** The product page's upload; content screens pass their own label. */
export const standard: Story = { args: { onUploaded: () => undefined } }
export const labelled: Story = { args: { label: 'Картинка баннера', onUploaded: () => undefined } }
