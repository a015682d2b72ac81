// Realistic listings shared by the cell's stories and tests.
import { productCard } from 'src/components/ProductCard/ProductCard.mock'

const balance = (isAvailable: boolean) => [{ __typename: 'BalanceLine' as const, isAvailable }]

const product = (
  id: number,
  article: string,
  name: string,
  currentPrice: number,
  lastPrice: number | null,
  inStock: boolean,
  retailPrice: number | null = null
) =>
  productCard({
    id,
    article,
    name,
    currentPrice,
    lastPrice,
    retailPrice,
    balance: balance(inStock),
  })

export const standard = () => ({
  products: {
    __typename: 'ProductPage' as const,
    count: 23,
    page: 1,
    pageSize: 9,
    results: [
      product(1, 'GR-UPS-25-40', 'Насос циркуляционный Grundfos UPS 25-40 180', 48500, 54000, true),
      product(2, 'WL-STAR-25-6', 'Насос циркуляционный Wilo Star-RS 25/6', 39900, null, true),
      product(3, 'DAB-VA-55', 'Насос циркуляционный DAB VA 55/180', 0, null, false),
    ],
  },
})

/** The same page for a wholesale customer: their prices, retail for reference where it differs. */
export const wholesale = () => ({
  products: {
    ...standard().products,
    results: [
      product(
        1,
        'GR-UPS-25-40',
        'Насос циркуляционный Grundfos UPS 25-40 180',
        43000,
        null,
        true,
        48500
      ),
      // No «Оптовая» price for this one: the customer pays retail, and no reference is sent.
      product(2, 'WL-STAR-25-6', 'Насос циркуляционный Wilo Star-RS 25/6', 39900, null, true),
      product(3, 'DAB-VA-55', 'Насос циркуляционный DAB VA 55/180', 0, null, false),
    ],
  },
})

export const empty = () => ({
  products: { __typename: 'ProductPage' as const, count: 0, page: 1, pageSize: 9, results: [] },
})
