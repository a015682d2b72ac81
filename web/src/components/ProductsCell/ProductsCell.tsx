import { pageCount } from '@domain/catalogView'
import { groupDigits } from '@domain/money'
import { isCappedCount, SEARCH_LIST_CAP } from '@domain/searchCap'
import type { ProductsQuery, ProductsQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import ProductCard from 'src/components/ProductCard/ProductCard'
import { PRODUCT_CARD_FIELDS } from 'src/components/ProductCard/productCardFragment'
import SearchHelp from 'src/components/SearchHelp/SearchHelp'
import { Button } from 'src/components/ui/Button'
import { useCatalogueT } from 'src/lib/i18n/catalogueSide'

export const QUERY: TypedDocumentNode<ProductsQuery, ProductsQueryVariables> = gql`
  query ProductsQuery($filter: ProductFilterInput, $ordering: String, $page: Int, $pageSize: Int) {
    products(filter: $filter, ordering: $ordering, page: $page, pageSize: $pageSize) {
      count
      page
      pageSize
      results {
        ...ProductCardFields
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`

/**
 * Only the query's own inputs become variables: Redwood would otherwise send
 * every prop, so switching «Плитка»/«Список» (or a new onPage callback) made
 * a new request.
 */
export const beforeQuery = ({
  filter,
  ordering,
  page,
  pageSize,
}: ProductsQueryVariables & Record<string, unknown>) => ({
  variables: { filter, ordering, page, pageSize },
  fetchPolicy: 'cache-and-network' as const,
  notifyOnNetworkStatusChange: true,
})

export const Loading = () => {
  const t = useCatalogueT()
  return (
    <p role="status" className="cell-status">
      {t('catalog.loading')}
    </p>
  )
}

export const isEmpty = (data: ProductsQuery) => data.products.results.length === 0

/** A search that found nothing offers help (SPEC §2 "Search"); a filter, to loosen it. */
export const Empty = ({ filter }: Pick<ProductsQueryVariables, 'filter'>) => {
  const t = useCatalogueT()
  return filter?.search ? (
    <SearchHelp className="cell-status" />
  ) : (
    <p className="cell-status">{t('catalog.empty')}</p>
  )
}

export const Failure = ({ error }: CellFailureProps<ProductsQueryVariables>) => {
  const t = useCatalogueT()
  console.error('catalogue', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      {t('catalog.failure')}
    </p>
  )
}

interface SuccessProps extends CellSuccessProps<ProductsQuery, ProductsQueryVariables> {
  layout?: 'grid' | 'list'
  onPage?: (page: number) => void
}

export const Success = ({ products, layout = 'grid', onPage }: SuccessProps) => {
  const t = useCatalogueT()
  const pages = pageCount(products.count, products.pageSize)
  return (
    <>
      <p className="catalog__count" role="status">
        {isCappedCount(products.count)
          ? t('catalog.foundCapped', { count: groupDigits(SEARCH_LIST_CAP) })
          : t('catalog.found', { count: products.count })}
      </p>
      <ul className={`catalog__products catalog__products--${layout}`}>
        {products.results.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} layout={layout} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="pagination" aria-label={t('catalog.pages')}>
          <Button
            variant="secondary"
            size="small"
            disabled={products.page <= 1}
            onClick={() => onPage?.(products.page - 1)}
          >
            {t('catalog.previous')}
          </Button>
          {Array.from({ length: pages }, (_, i) => i + 1)
            .filter((n) => n === 1 || n === pages || Math.abs(n - products.page) <= 2)
            .map((n) => (
              <Button
                key={n}
                size="small"
                variant={n === products.page ? 'primary' : 'secondary'}
                aria-current={n === products.page ? 'page' : undefined}
                aria-label={t('catalog.page', { page: n })}
                onClick={() => onPage?.(n)}
              >
                {n}
              </Button>
            ))}
          <Button
            variant="secondary"
            size="small"
            disabled={products.page >= pages}
            onClick={() => onPage?.(products.page + 1)}
          >
            {t('catalog.next')}
          </Button>
        </nav>
      ) : null}
    </>
  )
}
