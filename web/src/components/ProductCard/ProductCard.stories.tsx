import type { Meta, StoryObj } from '@storybook/react'

import { CompareProvider } from 'src/components/ShopState/CompareProvider'
import { loadCatalog } from 'src/lib/i18n'
import { atPage } from 'src/testing/InLanguage'
import { ON_PHONE } from 'src/testing/storyViewports'

import ProductCard from './ProductCard'
import { productCard } from './ProductCard.mock'

const pump = productCard({
  id: 7,
  article: 'GR-UPS-25-40',
  name: 'Насос циркуляционный Grundfos UPS 25-40 180',
  currentPrice: 48500,
  lastPrice: 54000,
  images: [{ file: '/images/placeholder-product.svg', alt: 'Grundfos UPS 25-40, вид спереди' }],
  balance: [{ isAvailable: true }, { isAvailable: false }],
})

const meta: Meta<typeof ProductCard> = {
  component: ProductCard,
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
}
export default meta
type Story = StoryObj<typeof ProductCard>

/** In stock in one shop, with an old price and the discount badge. */
export const WithDiscount: Story = { args: { product: pump } }

/** Price 0: «Цену уточняйте у менеджера»; no shop has it; no pictures (placeholder). */
export const PriceOnRequestOutOfStock: Story = {
  args: {
    product: {
      ...pump,
      id: 8,
      article: 'DAB-VA-55',
      name: 'Насос циркуляционный DAB VA 55/180',
      currentPrice: 0,
      lastPrice: null,
      images: [],
      balance: [{ isAvailable: false }, { isAvailable: false }],
    },
  },
}

/** A wholesale customer: their price, «Розница: 48 500 ₸» for reference. */
export const Wholesale: Story = {
  args: { product: { ...pump, currentPrice: 43000, lastPrice: null, retailPrice: 48500 } },
}

/** The list layout of the catalogue («Список»). */
export const ListLayout: Story = {
  args: { product: pump, layout: 'list' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
}

/** Already in the compare list: the button reads «В сравнении». */
export const InCompare: Story = {
  args: { product: pump },
  decorators: [
    (Story) => (
      <CompareProvider initial={{ 'Циркуляционные насосы': ['GR-UPS-25-40'] }}>
        {Story()}
      </CompareProvider>
    ),
  ],
}

const inPhoneGrid = (Story: () => JSX.Element) => (
  <ul
    className="catalog__products catalog__products--grid"
    style={{ listStyle: 'none', padding: 0 }}
  >
    <li>{Story()}</li>
  </ul>
)

/** Two to a row on a phone (~170 px): picture, name in three lines, price, «В корзину». */
export const Compact: Story = {
  args: {
    product: {
      ...pump,
      name: 'Насос циркуляционный Grundfos UPS 25-40 180 с гайками и кабелем питания, класс A',
    },
  },
  decorators: [inPhoneGrid],
  parameters: ON_PHONE,
}

/** A compact card whose price is on request and has no picture. */
export const CompactPriceOnRequest: Story = {
  args: { product: { ...pump, currentPrice: 0, lastPrice: null, images: [] } },
  decorators: [inPhoneGrid],
  parameters: ON_PHONE,
}

/**
 * On a Kazakh page (issue 33): «Себетке», «Қоймада бар», «Салыстыру»; the links lead to /kk.
 * The pump has no Kazakh name: its name, picture and the buttons' hidden names are marked lang="ru".
 */
export const InKazakh: Story = {
  args: { product: pump },
  decorators: [atPage('/kk/catalog/v2')],
  loaders: [() => loadCatalog('kk')],
}
