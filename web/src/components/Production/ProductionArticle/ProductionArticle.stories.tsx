import type { Meta, StoryObj } from '@storybook/react'

import { UiProvider } from 'src/components/ShopState/UiProvider'

import ProductionArticle from './ProductionArticle'
import { standard } from './ProductionArticle.mock'

const meta: Meta<typeof ProductionArticle> = {
  title: 'Components/Production/ProductionArticle',
  component: ProductionArticle,
}
export default meta
type Story = StoryObj<typeof ProductionArticle>

export const Primary: Story = {
  render: () => (
    <UiProvider>
      <ProductionArticle page={standard()} />
    </UiProvider>
  ),
}

/** No pictures uploaded yet: the text takes the whole width. */
export const WithoutPictures: Story = {
  render: () => (
    <UiProvider>
      <ProductionArticle page={{ ...standard(), image: null, gallery: [] }} />
    </UiProvider>
  ),
}
