import { metaDescription } from '@domain/pageMeta'
import type { PartnersBrandQuery, PartnersBrandQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import PartnersBrand from 'src/components/Content/PartnersBrand/PartnersBrand'
import NotFound from 'src/components/NotFound/NotFound'
import PageMeta from 'src/components/PageMeta/PageMeta'
import { errorCodeOf, logFailure } from 'src/lib/graphqlErrors'
import { richText, useLocalePath } from 'src/lib/i18n'
import { useAboutT } from 'src/lib/i18n/aboutSide'
import { PATHS, partnerPath } from 'src/lib/links'

/** One brand (GET /brands/{id}/). */
export const QUERY: TypedDocumentNode<PartnersBrandQuery, PartnersBrandQueryVariables> = gql`
  query PartnersBrandQuery($id: Int!) {
    brand(id: $id) {
      id
      name
      logo
      description
      descriptionLang
      country
      website
    }
  }
`

export const beforeQuery = ({ id }: PartnersBrandQueryVariables) => ({ variables: { id } })

export const Loading = () => {
  const t = useAboutT()
  return (
    <p role="status" className="cell-status">
      {t('about.partners.brandLoading')}
    </p>
  )
}

/**
 * An id the api does not know (NOT_FOUND; kept for a null answer all the
 * same): the shop's not-found page, as the web server answers it.
 */
export const Empty = NotFound

export const Failure = ({ error }: CellFailureProps<PartnersBrandQueryVariables>) => {
  const to = useLocalePath()
  const t = useAboutT()
  logFailure('brand', error)
  return errorCodeOf(error) === 'NOT_FOUND' ? (
    <NotFound />
  ) : (
    <p role="alert" className="cell-status cell-status--error">
      {richText(t('about.partners.brandFailed'), (text) => (
        <Link to={to(PATHS.partners)}>{text}</Link>
      ))}
    </p>
  )
}

export const Success = ({
  brand,
}: CellSuccessProps<PartnersBrandQuery, PartnersBrandQueryVariables>) => <BrandPage brand={brand} />

const BrandPage = ({ brand }: { brand: PartnersBrandQuery['brand'] }) => {
  const t = useAboutT()
  return (
    <>
      <PageMeta
        title={brand.name}
        description={
          metaDescription(brand.description) || t('about.partners.brandMeta', { name: brand.name })
        }
        path={partnerPath(brand.id)}
        image={brand.logo}
      />
      <PartnersBrand brand={brand} />
    </>
  )
}
