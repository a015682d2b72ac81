import type { Meta, StoryObj } from '@storybook/react'

import ProductGallery from './ProductGallery'

const meta: Meta<typeof ProductGallery> = {
  component: ProductGallery,
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
}
export default meta
type Story = StoryObj<typeof ProductGallery>

const NAME = 'Насосная станция Grundfos Hydrojet JPB 5/24'

/** Three pictures: the first large, all three as thumbnails. */
export const ThreePhotos: Story = {
  args: {
    name: NAME,
    images: [
      { file: '/images/placeholder-product.svg', alt: 'Вид спереди' },
      { file: '/images/placeholder-product.svg?side', alt: 'Вид сбоку' },
      { file: '/images/placeholder-product.svg?tank', alt: 'Гидроаккумулятор 24 л' },
    ],
  },
}

/** One picture: no thumbnails. */
export const OnePhoto: Story = {
  args: { name: NAME, images: [{ file: '/images/placeholder-product.svg', alt: 'Вид спереди' }] },
}

/** No pictures: the placeholder (SPEC §9). */
export const NoPhotos: Story = { args: { name: NAME, images: [] } }

/** A Kazakh page of a product with only a Russian name: the pictures' Russian alts are marked lang="ru". */
export const RussianAltsOnKazakhPage: Story = {
  args: { ...ThreePhotos.args, lang: 'ru' },
}
