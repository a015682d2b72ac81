import { useMutation, useQuery } from '@redwoodjs/web'

import { useAuth } from 'src/auth'
import { notifyError, notifySuccess } from 'src/components/LazyToaster/notify'
import { useCatalogueT } from 'src/lib/i18n/catalogueSide'

/** The largest page the favourites service gives; a shopper's list fits in one. */
const FAVORITES_PAGE = 100

export const MY_FAVORITE_ARTICLES = gql`
  query MyFavoriteArticlesQuery($pageSize: Int) {
    myFavorites(pageSize: $pageSize) {
      count
      results {
        id
        product {
          id
          article
        }
      }
    }
  }
`

const ADD_FAVORITE = gql`
  mutation AddFavoriteMutation($product: String!) {
    addFavorite(product: $product) {
      id
    }
  }
`

const REMOVE_FAVORITE = gql`
  mutation RemoveFavoriteMutation($id: Int!) {
    removeFavorite(id: $id)
  }
`

/**
 * SPEC §4 "Favourites are loaded only when the fetched flag is true": the
 * list is asked for once per page for logged-in shoppers and shared by every
 * heart through Apollo's cache; changes refetch it and the account tab.
 */
export function useFavorites() {
  const t = useCatalogueT()
  const { isAuthenticated } = useAuth()
  const { data } = useQuery(MY_FAVORITE_ARTICLES, {
    variables: { pageSize: FAVORITES_PAGE },
    skip: !isAuthenticated,
  })
  const refetchQueries = ['MyFavoriteArticlesQuery', 'FavoritesQuery']
  const [add, adding] = useMutation(ADD_FAVORITE, { refetchQueries, awaitRefetchQueries: true })
  const [remove, removing] = useMutation(REMOVE_FAVORITE, {
    refetchQueries,
    awaitRefetchQueries: true,
  })
  const favoriteIdOf = (article: string) =>
    data?.myFavorites.results.find((item) => item.product.article === article)?.id ?? null

  const toggle = async (article: string) => {
    const id = favoriteIdOf(article)
    try {
      if (id === null) {
        await add({ variables: { product: article } })
        notifySuccess(t('favorites.added'))
      } else {
        await remove({ variables: { id } })
        notifySuccess(t('favorites.removed'))
      }
    } catch {
      notifyError(t('favorites.toggleFailed'))
    }
  }
  return {
    isAuthenticated,
    isFavorite: (article: string) => favoriteIdOf(article) !== null,
    toggle,
    busy: adding.loading || removing.loading,
  }
}
