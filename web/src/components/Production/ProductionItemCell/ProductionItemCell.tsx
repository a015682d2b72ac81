import type { ProductionItemQuery, ProductionItemQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import NotFound from 'src/components/NotFound/NotFound'
import PageMeta from 'src/components/PageMeta/PageMeta'
import ProductionArticle from 'src/components/Production/ProductionArticle/ProductionArticle'
import { errorCodeOf, logFailure } from 'src/lib/graphqlErrors'
import { richText, useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { PATHS, productionPath } from 'src/lib/links'

export const QUERY: TypedDocumentNode<ProductionItemQuery, ProductionItemQueryVariables> = gql`
  query ProductionItemQuery($idOrSlug: String!) {
    productionPage(idOrSlug: $idOrSlug) {
      id
      slug
      title
      titleLang
      summary
      summaryLang
      body
      bodyLang
      image
      gallery
    }
  }
`

export const Loading = () => {
  const t = usePagesT()
  return (
    <p role="status" className="cell-status">
      {t('production.itemLoading')}
    </p>
  )
}

/**
 * A slug or id the api does not know (NOT_FOUND; kept for a null answer all
 * the same), an old or mistyped link: the shop's not-found page, as the web
 * server answers it.
 */
export const Empty = NotFound

export const Failure = ({ error }: CellFailureProps<ProductionItemQueryVariables>) => {
  const to = useLocalePath()
  const t = usePagesT()
  logFailure('production page', error)
  return errorCodeOf(error) === 'NOT_FOUND' ? (
    <NotFound />
  ) : (
    <p role="alert" className="cell-status cell-status--error">
      {richText(t('production.itemFailed'), (text) => (
        <Link to={to(PATHS.production)}>{text}</Link>
      ))}
    </p>
  )
}

/** One production page; its canonical address is by slug even when opened by id. */
export const Success = ({
  productionPage,
}: CellSuccessProps<ProductionItemQuery, ProductionItemQueryVariables>) => (
  <>
    <PageMeta
      title={productionPage.title}
      description={productionPage.summary || productionPage.title}
      path={productionPath(productionPage.slug)}
      image={productionPage.image}
      type="article"
    />
    <ProductionArticle page={productionPage} />
  </>
)
