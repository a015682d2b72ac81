import { productCard } from 'src/components/ProductCard/ProductCard.mock'

const favorite = (id: number, product: Parameters<typeof productCard>[0]) => ({
  __typename: 'Favorite' as const,
  id,
  product: productCard({
    images: [
      {
        __typename: 'ProductImage',
        file: '/images/placeholder-product.svg',
        alt: 'Вид спереди',
      },
    ],
    ...product,
  }),
})

export const standard = () => ({
  myFavorites: {
    __typename: 'FavoritePage' as const,
    count: 3,
    results: [
      favorite(31, {
        id: 7,
        article: 'GR-UPS-25-40',
        name: 'Насос циркуляционный Grundfos UPS 25-40 180',
        currentPrice: 150000,
        lastPrice: 180000,
      }),
      favorite(30, {
        id: 12,
        article: 'VT-AF-15',
        name: 'Фильтр сетчатый Valtec 1/2"',
        currentPrice: 4200,
      }),
      favorite(29, {
        id: 19,
        article: 'AKV-BK-500',
        name: 'Бак накопительный Акватория 500 л',
        currentPrice: 0,
        images: [],
      }),
    ],
  },
})

/** A wholesale customer's favourites: «Оптовая» prices with retail for reference where they differ. */
export const wholesale = () => ({
  myFavorites: {
    ...standard().myFavorites,
    results: [
      favorite(31, {
        id: 7,
        article: 'GR-UPS-25-40',
        name: 'Насос циркуляционный Grundfos UPS 25-40 180',
        currentPrice: 135000,
        retailPrice: 150000,
      }),
      // No «Оптовая» price: retail is what they pay, and no reference is sent.
      favorite(30, {
        id: 12,
        article: 'VT-AF-15',
        name: 'Фильтр сетчатый Valtec 1/2"',
        currentPrice: 4200,
      }),
    ],
  },
})
