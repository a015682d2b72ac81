import type { Meta, StoryObj } from '@storybook/react'

import ProductImage from './ProductImage'

const meta: Meta<typeof ProductImage> = { component: ProductImage }
export default meta
type Story = StoryObj<typeof ProductImage>

export const Placeholder: Story = { args: { images: [], name: 'Насос', width: 160, height: 160 } }
