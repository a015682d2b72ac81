import type { Meta, StoryObj } from '@storybook/react'

import { standard, wholesale } from 'src/components/CompareCell/CompareCell.mock'
import { loadCatalog } from 'src/lib/i18n'
import { atPage } from 'src/testing/InLanguage'

import CompareTable, { type CompareProductData } from './CompareTable'

const pumps = (): CompareProductData[] => standard().productsByArticles

/** Two pumping stations, one without its tank volume. */
const stations = (): CompareProductData[] => [
  {
    id: 11,
    article: 'GR-HJ-JPB-5-24',
    name: 'Насосная станция Grundfos Hydrojet JPB 5/24',
    nameLang: 'ru',
    currentPrice: 189000,
    lastPrice: 210000,
    priceBreaks: [],
    images: [],
    balance: [{ isAvailable: true }],
    characteristics: [
      { name: 'Напор', value: '48', unit: 'м' },
      { name: 'Объём бака', value: '24', unit: 'л' },
      { name: 'Питание', value: '220', unit: 'В' },
    ],
  },
  {
    id: 12,
    article: 'DZ-JAMBO-70',
    name: 'Насосная станция Джилекс Джамбо 70/50 Н-24',
    nameLang: 'ru',
    currentPrice: 87000,
    lastPrice: null,
    priceBreaks: [],
    images: [],
    balance: [{ isAvailable: false }],
    characteristics: [
      { name: 'Напор', value: '50', unit: 'м' },
      { name: 'Питание', value: '220', unit: 'В' },
    ],
  },
]

const meta: Meta<typeof CompareTable> = {
  component: CompareTable,
  args: { onRemove: () => {} },
}
export default meta
type Story = StoryObj<typeof CompareTable>

/** Three circulation pumps: «Напор» differs, «Присоединение» is the same. */
export const ThreePumps: Story = {
  args: { subcategory: 'Циркуляционные насосы', products: pumps() },
}

/** A wholesale customer: «Розница: …» under the prices that differ from retail. */
export const Wholesale: Story = {
  args: { subcategory: 'Циркуляционные насосы', products: wholesale().productsByArticles },
}

/** A missing value shows «—» and counts as a difference. */
export const MissingValue: Story = {
  args: { subcategory: 'Насосные станции', products: stations() },
}

/** No characteristics filled in. */
export const NoCharacteristics: Story = {
  args: {
    subcategory: 'Насосные станции',
    products: stations().map((product) => ({ ...product, characteristics: [] })),
  },
}

/** On a Kazakh page: «Бар» is the interface's word, «Чугун» the maker's (marked lang="ru"). */
export const KazakhValues: Story = {
  decorators: [atPage('/kk/compare')],
  loaders: [() => loadCatalog('kk')],
  args: {
    subcategory: 'Айналым сорғылары',
    products: stations().map((product, index) => ({
      ...product,
      characteristics: [
        ...product.characteristics,
        index === 0
          ? { name: 'Корпус', nameLang: 'ru', value: 'Бар', valueLang: 'kk' }
          : { name: 'Корпус', nameLang: 'ru', value: 'Чугун', valueLang: 'ru' },
      ],
    })),
  },
}
