import type { Meta, StoryObj } from '@storybook/react'

import { atPage } from 'src/testing/InLanguage'

import ProductImage from './ProductImage'

const meta: Meta<typeof ProductImage> = { component: ProductImage }
export default meta
type Story = StoryObj<typeof ProductImage>

export const Placeholder: Story = { args: { images: [], name: 'Насос', width: 160, height: 160 } }

/** On a Kazakh page, a product with no Kazakh name: its Russian alt text is marked. */
export const RussianAltOnKazakhPage: Story = {
  decorators: [atPage('/kk/catalog/v2')],
  args: {
    images: [{ file: '/images/placeholder-product.svg', alt: 'Насос циркуляционный' }],
    name: 'Насос циркуляционный',
    width: 160,
    height: 160,
    lang: 'ru',
  },
}
