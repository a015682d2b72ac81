// Three pumps of one subcategory for the compare stories and tests.
import { productCard } from 'src/components/ProductCard/ProductCard.mock'

const pump = (
  id: number,
  article: string,
  name: string,
  price: number,
  head: string,
  retailPrice: number | null = null
) => ({
  ...productCard({
    id,
    article,
    name,
    currentPrice: price,
    retailPrice,
    balance: [{ __typename: 'BalanceLine', isAvailable: id !== 3 }],
  }),
  characteristics: [
    {
      __typename: 'Characteristic' as const,
      name: 'Напор',
      nameLang: 'ru' as const,
      value: head,
      valueLang: 'ru' as const,
      unit: 'м',
    },
    {
      __typename: 'Characteristic' as const,
      name: 'Присоединение',
      nameLang: 'ru' as const,
      value: '1"',
      valueLang: 'ru' as const,
      unit: null,
    },
  ],
})

export const standard = () => ({
  articles: ['GR-UPS-25-40', 'WL-STAR-25-6', 'DAB-VA-55'],
  productsByArticles: [
    pump(1, 'GR-UPS-25-40', 'Насос Grundfos UPS 25-40', 48500, '4'),
    pump(2, 'WL-STAR-25-6', 'Насос Wilo Star-RS 25/6', 39900, '6'),
    pump(3, 'DAB-VA-55', 'Насос DAB VA 55/180', 35000, '4'),
  ],
})

/** The same pumps for a wholesale customer: two have an «Оптовая» price, one is sold at retail. */
export const wholesale = () => ({
  articles: standard().articles,
  productsByArticles: [
    pump(1, 'GR-UPS-25-40', 'Насос Grundfos UPS 25-40', 43000, '4', 48500),
    pump(2, 'WL-STAR-25-6', 'Насос Wilo Star-RS 25/6', 36500, '6', 39900),
    pump(3, 'DAB-VA-55', 'Насос DAB VA 55/180', 35000, '4'),
  ],
})
