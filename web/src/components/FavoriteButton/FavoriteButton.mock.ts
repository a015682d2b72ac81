// The logged-in shopper's favourites as MyFavoriteArticlesQuery answers them.
import type { MyFavoriteArticlesQuery } from 'types/graphql'

export const favoriteArticles = (
  entries: { id: number; productId: number; article: string }[]
): MyFavoriteArticlesQuery => ({
  myFavorites: {
    __typename: 'FavoritePage' as const,
    count: entries.length,
    results: entries.map((entry) => ({
      __typename: 'Favorite' as const,
      id: entry.id,
      product: { __typename: 'Product' as const, id: entry.productId, article: entry.article },
    })),
  },
})

/** Two favourites; the Grundfos pump (favourite 41) is one of them. */
export const standard = () =>
  favoriteArticles([
    { id: 41, productId: 7, article: 'GR-UPS-25-40' },
    { id: 42, productId: 19, article: 'VT-AF-15' },
  ])

export const none = () => favoriteArticles([])
