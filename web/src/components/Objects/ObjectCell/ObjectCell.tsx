import { metaDescription } from '@domain/pageMeta'
import type { ObjectItemQuery, ObjectItemQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import NotFound from 'src/components/NotFound/NotFound'
import ObjectDetails from 'src/components/Objects/ObjectDetails/ObjectDetails'
import PageMeta from 'src/components/PageMeta/PageMeta'
import { errorCodeOf, logFailure } from 'src/lib/graphqlErrors'
import { richText, useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { objectPath, PATHS } from 'src/lib/links'

export const QUERY: TypedDocumentNode<ObjectItemQuery, ObjectItemQueryVariables> = gql`
  query ObjectItemQuery($id: Int!) {
    project(id: $id) {
      id
      title
      titleLang
      location
      description
      descriptionLang
      client
      year
      image
      images
      type {
        id
        name
        nameLang
        slug
      }
    }
  }
`

export const Loading = () => {
  const t = usePagesT()
  return (
    <p role="status" className="cell-status">
      {t('objects.itemLoading')}
    </p>
  )
}

/**
 * An id the api does not know (NOT_FOUND; kept for a null answer all the
 * same), a removed object or a mistyped link: the shop's not-found page, as
 * the web server answers it.
 */
export const Empty = NotFound

export const Failure = ({ error }: CellFailureProps<ObjectItemQueryVariables>) => {
  const to = useLocalePath()
  const t = usePagesT()
  logFailure('object', error)
  return errorCodeOf(error) === 'NOT_FOUND' ? (
    <NotFound />
  ) : (
    <p role="alert" className="cell-status cell-status--error">
      {richText(t('objects.itemFailed'), (text) => (
        <Link to={to(PATHS.objects)}>{text}</Link>
      ))}
    </p>
  )
}

/** One object with its own title, description and photo as the page's meta. */
export const Success = ({
  project,
}: CellSuccessProps<ObjectItemQuery, ObjectItemQueryVariables>) => (
  <>
    <PageMeta
      title={project.title}
      description={
        metaDescription(project.description) ||
        `${project.title} — ${project.type.name}, ${project.location}.`
      }
      path={objectPath(project.id)}
      image={project.image}
      type="article"
    />
    <ObjectDetails object={project} />
  </>
)
