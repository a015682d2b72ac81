import { lazy, Suspense, useEffect } from 'react'

import { absoluteUrl, breadcrumbJsonLd, jsonLdText } from '@domain/pageMeta'
import type { FindProductQuery, FindProductQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'
import { Metadata } from '@redwoodjs/web'

import NotFound from 'src/components/NotFound/NotFound'
import ProductDetails from 'src/components/ProductDetails/ProductDetails'
import { useRecentlyViewed } from 'src/components/ShopState/useRecentlyViewed'
import { errorCodeOf } from 'src/lib/graphqlErrors'
import { useLocale, useLocalePath } from 'src/lib/i18n'
import { useCatalogueT } from 'src/lib/i18n/catalogueSide'
import { productTrail } from 'src/lib/links'
import { productStructuredData } from 'src/lib/productStructuredData'
import { siteOrigin } from 'src/lib/siteOrigin'

/**
 * «Вы недавно смотрели» comes from this device's history, which a page's
 * first render never has (useBrowserState): its cell, cards and query are
 * fetched only when there is something to show, not with every product page.
 */
const RecentlyViewedCell = lazy(() => import('src/components/RecentlyViewed/RecentlyViewedBlock'))

export const QUERY: TypedDocumentNode<FindProductQuery, FindProductQueryVariables> = gql`
  query FindProductQuery($article: String!) {
    product(article: $article) {
      id
      article
      name
      nameLang
      description
      descriptionLang
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
            addressLang
          }
        }
      }
      characteristics {
        name
        nameLang
        value
        valueLang
        unit
      }
    }
  }
`

export const Loading = () => {
  const t = useCatalogueT()
  return (
    <p role="status" className="cell-status">
      {t('product.loading')}
    </p>
  )
}

/**
 * A removed or mistyped article (NOT_FOUND): the shop's not-found page, which
 * the web server also answers such an address with (HTTP 404). It names the
 * page itself: without a title of its own the layout's template wrapped the
 * site title in the site title («Акватория — … | Акватория — …»).
 */
export const Failure = ({ error }: CellFailureProps<FindProductQueryVariables>) => {
  const t = useCatalogueT()
  return errorCodeOf(error) === 'NOT_FOUND' ? (
    <NotFound />
  ) : (
    <p role="alert" className="cell-status cell-status--error">
      {t('product.failure')}
    </p>
  )
}

export const Success = ({
  product,
}: CellSuccessProps<FindProductQuery, FindProductQueryVariables>) => {
  const viewed = useRecentlyViewed()
  const { remember } = viewed
  useEffect(() => {
    remember(product.article)
  }, [product.article, remember])
  const othersViewed = viewed.list.filter((article) => article !== product.article)
  const to = useLocalePath()
  const locale = useLocale()
  const t = useCatalogueT()
  const origin = siteOrigin()
  const image = product.images[0]?.file
  return (
    <>
      <Metadata
        title={product.name}
        description={t('product.metaDescription', { name: product.name, article: product.article })}
        og={{ type: 'product', ...(image ? { image: absoluteUrl(origin, image) } : {}) }}
      >
        <script type="application/ld+json">{productStructuredData(product, origin, locale)}</script>
        <script type="application/ld+json">
          {jsonLdText(
            breadcrumbJsonLd(
              productTrail(product).map((step) => ({ ...step, path: to(step.path) })),
              origin
            )
          )}
        </script>
      </Metadata>
      <ProductDetails product={product} />
      {othersViewed.length > 0 && (
        <Suspense fallback={null}>
          <RecentlyViewedCell articles={othersViewed} />
        </Suspense>
      )}
    </>
  )
}
