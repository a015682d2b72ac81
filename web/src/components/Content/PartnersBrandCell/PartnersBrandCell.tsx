import { metaDescription } from '@domain/pageMeta'
import type { PartnersBrandQuery, PartnersBrandQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import PartnersBrand from 'src/components/Content/PartnersBrand/PartnersBrand'
import NotFound from 'src/components/NotFound/NotFound'
import PageMeta from 'src/components/PageMeta/PageMeta'
import { errorCodeOf, logFailure } from 'src/lib/graphqlErrors'
import { useLocalePath } from 'src/lib/i18n'
import { PATHS, partnerPath } from 'src/lib/links'

/** One brand (GET /brands/{id}/). */
export const QUERY: TypedDocumentNode<PartnersBrandQuery, PartnersBrandQueryVariables> = gql`
  query PartnersBrandQuery($id: Int!) {
    brand(id: $id) {
      id
      name
      logo
      description
      country
      website
    }
  }
`

export const beforeQuery = ({ id }: PartnersBrandQueryVariables) => ({ variables: { id } })

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем бренд…
  </p>
)

/**
 * An id the api does not know (NOT_FOUND; kept for a null answer all the
 * same): the shop's not-found page, as the web server answers it.
 */
export const Empty = NotFound

export const Failure = ({ error }: CellFailureProps<PartnersBrandQueryVariables>) => {
  const to = useLocalePath()
  logFailure('brand', error)
  return errorCodeOf(error) === 'NOT_FOUND' ? (
    <NotFound />
  ) : (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить бренд. Обновите страницу или откройте{' '}
      <Link to={to(PATHS.partners)}>все бренды</Link>.
    </p>
  )
}

export const Success = ({
  brand,
}: CellSuccessProps<PartnersBrandQuery, PartnersBrandQueryVariables>) => (
  <>
    <PageMeta
      title={brand.name}
      description={
        metaDescription(brand.description) ||
        `Оборудование ${brand.name} в магазине «Акватория»: наличие и цены.`
      }
      path={partnerPath(brand.id)}
      image={brand.logo}
    />
    <PartnersBrand brand={brand} />
  </>
)
