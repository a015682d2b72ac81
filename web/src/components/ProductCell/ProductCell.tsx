import { useEffect } from 'react'

import { absoluteUrl, breadcrumbJsonLd, jsonLdText, productJsonLd } from '@domain/pageMeta'
import type { FindProductQuery, FindProductQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'
import { Metadata } from '@redwoodjs/web'

import ProductDetails from 'src/components/ProductDetails/ProductDetails'
import RecentlyViewedCell from 'src/components/RecentlyViewedCell'
import { useRecentlyViewed } from 'src/components/ShopState/useRecentlyViewed'
import { errorCodeOf } from 'src/lib/graphqlErrors'
import { PATHS, productPath, productTrail } from 'src/lib/links'
import { siteOrigin } from 'src/lib/siteOrigin'

export const QUERY: TypedDocumentNode<FindProductQuery, FindProductQueryVariables> = gql`
  query FindProductQuery($article: String!) {
    product(article: $article) {
      id
      article
      name
      description
      currentPrice
      lastPrice
      retailPrice
      priceBreaks {
        minQuantity
        price
      }
      priceTypeName
      unit
      category {
        name
      }
      subcategory {
        name
      }
      brand {
        name
      }
      images {
        file
        alt
      }
      quantity
      balance {
        isAvailable
        count
        shop {
          id
          name
          nameForGuest
          address {
            address
          }
        }
      }
      characteristics {
        name
        value
        unit
      }
    }
  }
`

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем товар…
  </p>
)

/**
 * A removed or mistyped article (NOT_FOUND). It names the page itself: without
 * a title of its own the layout's template wrapped the site title in the site
 * title («Акватория — … | Акватория — …»).
 */
export const Failure = ({ error }: CellFailureProps<FindProductQueryVariables>) =>
  errorCodeOf(error) === 'NOT_FOUND' ? (
    <div className="cell-status">
      <Metadata title="Товар не найден" robots="noindex" />
      <h1>Товар не найден</h1>
      <p>
        Возможно, он снят с продажи. Посмотрите похожие товары в{' '}
        <Link to={PATHS.precatalog}>каталоге</Link>.
      </p>
    </div>
  ) : (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить товар. Обновите страницу или позвоните нам.
    </p>
  )

export const Success = ({
  product,
}: CellSuccessProps<FindProductQuery, FindProductQueryVariables>) => {
  const viewed = useRecentlyViewed()
  const { remember } = viewed
  useEffect(() => {
    remember(product.article)
  }, [product.article, remember])
  const othersViewed = viewed.list.filter((article) => article !== product.article)
  const origin = siteOrigin()
  const image = product.images[0]?.file
  return (
    <>
      <Metadata
        title={product.name}
        description={`${product.name}, артикул ${product.article}: цена в тенге и наличие в магазинах.`}
        og={{ type: 'product', ...(image ? { image: absoluteUrl(origin, image) } : {}) }}
      >
        <script type="application/ld+json">
          {jsonLdText(
            productJsonLd(
              {
                ...product,
                // The public offer is the retail price, whoever looks (a wholesale
                // customer's own price is theirs, not the shop's offer).
                currentPrice: product.retailPrice ?? product.currentPrice,
                inStock: product.balance.some((entry) => entry.isAvailable),
              },
              origin,
              productPath(product.article)
            )
          )}
        </script>
        <script type="application/ld+json">
          {jsonLdText(breadcrumbJsonLd(productTrail(product), origin))}
        </script>
      </Metadata>
      <ProductDetails product={product} />
      {othersViewed.length > 0 && <RecentlyViewedCell articles={othersViewed} />}
    </>
  )
}
