import type { FavoritesQuery, FavoritesQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { AddToCartButton, ProductCardPrice } from 'src/components/ProductCard/ProductCard'
import { PRODUCT_CARD_FIELDS } from 'src/components/ProductCard/productCardFragment'
import ProductImage from 'src/components/ProductImage/ProductImage'
import { Button } from 'src/components/ui/Button'
import { useLocalePath, useTextLang } from 'src/lib/i18n'
import { useCatalogueT } from 'src/lib/i18n/catalogueSide'
import { richText } from 'src/lib/i18n/richText'
import { PATHS, productPath } from 'src/lib/links'

import './FavoritesCell.css'

export const QUERY: TypedDocumentNode<FavoritesQuery, FavoritesQueryVariables> = gql`
  query FavoritesQuery {
    myFavorites(pageSize: 100) {
      count
      results {
        id
        product {
          ...ProductCardFields
        }
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`

const REMOVE_FAVORITE = gql`
  mutation RemoveFavoriteFromListMutation($id: Int!) {
    removeFavorite(id: $id)
  }
`

export const Loading = () => {
  const t = useCatalogueT()
  return (
    <p role="status" className="cell-status">
      {t('favorites.loading')}
    </p>
  )
}

export const isEmpty = (data: FavoritesQuery) => data.myFavorites.results.length === 0

export const Empty = () => {
  const t = useCatalogueT()
  const path = useLocalePath()
  return (
    <p className="cell-status">
      {richText(t('favorites.empty'), (text) => (
        <Link to={path(PATHS.precatalog)}>{text}</Link>
      ))}
    </p>
  )
}

export const Failure = ({ error }: CellFailureProps<FavoritesQueryVariables>) => {
  const t = useCatalogueT()
  console.error('favorites', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      {t('favorites.loadFailed')}
    </p>
  )
}

export const Success = ({
  myFavorites,
}: CellSuccessProps<FavoritesQuery, FavoritesQueryVariables>) => {
  const t = useCatalogueT()
  const path = useLocalePath()
  const langOf = useTextLang()
  const [remove] = useMutation(REMOVE_FAVORITE, {
    refetchQueries: ['FavoritesQuery', 'MyFavoriteArticlesQuery'],
  })
  return (
    <ul className="favorites-list">
      {myFavorites.results.map(({ id, product }) => (
        <li key={id} className="favorites-list__item">
          <ProductImage
            images={product.images}
            name={product.name}
            width={72}
            height={72}
            lang={langOf(product.nameLang)}
          />
          <div className="favorites-list__main">
            <Link to={path(productPath(product.article))} lang={langOf(product.nameLang)}>
              {product.name}
            </Link>
            <ProductCardPrice product={product} />
          </div>
          <div className="favorites-list__actions">
            <AddToCartButton product={product} />
            <Button
              variant="link"
              aria-label={t('favorites.removeOf', { name: product.name })}
              onClick={async () => {
                try {
                  await remove({ variables: { id } })
                } catch {
                  toast.error(t('favorites.removeFailed'))
                }
              }}
            >
              {t('cart.remove')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}
