// Compare lists and the products CompareProductsQuery answers for them.
import { standard } from 'src/components/CompareCell/CompareCell.mock'

const station = {
  __typename: 'Product' as const,
  id: 11,
  article: 'GR-HJ-JPB-5-24',
  name: 'Насосная станция Grundfos Hydrojet JPB 5/24',
  currentPrice: 189000,
  lastPrice: 210000,
  retailPrice: null,
  images: [],
  balance: [{ __typename: 'BalanceLine' as const, isAvailable: true }],
  characteristics: [
    { __typename: 'Characteristic' as const, name: 'Напор', value: '48', unit: 'м' },
    { __typename: 'Characteristic' as const, name: 'Объём бака', value: '24', unit: 'л' },
  ],
}

/** Three circulation pumps and one pumping station. */
export const compareMap = () => ({
  'Циркуляционные насосы': ['GR-UPS-25-40', 'WL-STAR-25-6', 'DAB-VA-55'],
  'Насосные станции': ['GR-HJ-JPB-5-24'],
})

const catalogue = () => [...standard().productsByArticles, station]

/** What the api answers for the articles asked (unknown ones are left out). */
export const productsByArticles = ({ articles }: { articles: string[] }) => ({
  productsByArticles: catalogue().filter((product) => articles.includes(product.article)),
})
