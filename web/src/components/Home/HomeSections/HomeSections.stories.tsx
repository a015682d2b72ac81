import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/Home/HomeCell/HomeCell.mock'

import {
  BrandStrip,
  HomeSection,
  NewsPreview,
  ObjectsPreview,
  ProductStrip,
  PromoTiles,
} from './HomeSections'

const meta: Meta = { title: 'Components/HomeSections' }
export default meta
type Story = StoryObj

const data = standard()

export const promoTiles: Story = {
  render: () => (
    <HomeSection id="offers" title="Спецпредложения">
      <PromoTiles slides={data.marketing} />
    </HomeSection>
  ),
}
export const newProducts: Story = {
  render: () => (
    <HomeSection id="new" title="Новинки" more={{ to: '/catalog/v2', label: 'Все товары' }}>
      <ProductStrip products={data.newProducts.results} />
    </HomeSection>
  ),
}
export const brands: Story = {
  render: () => <BrandStrip brands={data.brands} />,
}
export const objects: Story = {
  render: () => <ObjectsPreview objects={data.projects.results} />,
}
export const news: Story = {
  render: () => <NewsPreview news={data.newsList.results} />,
}
