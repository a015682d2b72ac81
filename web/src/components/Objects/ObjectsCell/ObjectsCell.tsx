import type { ObjectsListQuery, ObjectsListQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import ObjectFilters, {
  locationsOf,
  selectedType,
} from 'src/components/Objects/ObjectFilters/ObjectFilters'
import ObjectsGrid from 'src/components/Objects/ObjectsGrid/ObjectsGrid'
import ObjectsPagination from 'src/components/Objects/ObjectsPagination/ObjectsPagination'
import { errorCodeOf } from 'src/lib/graphqlErrors'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { objectsPath } from 'src/lib/links'

/** SPEC §9: objects are shown 9 to a page. */
export const OBJECTS_PAGE_SIZE = 9
/** The cities are read from one request of the old site's size (page_size=100). */
const LOCATIONS_PAGE_SIZE = 100

export interface ObjectsCellProps {
  /** The object type from ?type= (slug; the api also takes a name or id). */
  type?: string | null
  /** The city from /objects/location/{location}. */
  location?: string | null
  page?: number
}

export const QUERY: TypedDocumentNode<ObjectsListQuery, ObjectsListQueryVariables> = gql`
  query ObjectsListQuery(
    $type: String
    $location: String
    $page: Int
    $pageSize: Int
    $locationsPageSize: Int
  ) {
    objectTypes {
      id
      name
      nameLang
      slug
    }
    projects(type: $type, location: $location, page: $page, pageSize: $pageSize) {
      count
      page
      pageSize
      results {
        id
        title
        titleLang
        location
        year
        image
        type {
          id
          name
          nameLang
          slug
        }
      }
    }
    everyObject: projects(pageSize: $locationsPageSize) {
      count
      results {
        id
        location
      }
    }
  }
`

export const beforeQuery = ({ type, location, page }: ObjectsCellProps) => ({
  variables: {
    type: type || null,
    location: location || null,
    page: page && page > 1 ? page : 1,
    pageSize: OBJECTS_PAGE_SIZE,
    locationsPageSize: LOCATIONS_PAGE_SIZE,
  },
})

export const Loading = () => {
  const t = usePagesT()
  return (
    <p role="status" className="cell-status">
      {t('objects.loading')}
    </p>
  )
}

/** No objects at all yet (a filtered view without matches is a Success with a note). */
export const isEmpty = (data: ObjectsListQuery) => data.everyObject.count === 0

export const Empty = () => {
  const t = usePagesT()
  return <p className="cell-status">{t('objects.empty')}</p>
}

export const Failure = ({
  error,
  type,
  location,
}: CellFailureProps<ObjectsListQueryVariables> & ObjectsCellProps) => {
  const to = useLocalePath()
  const t = usePagesT()
  console.error('objects', error)
  // The api answers NOT_FOUND for a page past the last one: the first page exists.
  return errorCodeOf(error) === 'NOT_FOUND' ? (
    <div className="cell-status">
      <h2>{t('objects.noPage')}</h2>
      <p>
        {t('objects.noPageText')}{' '}
        <Link to={to(objectsPath({ type, location }))}>{t('objects.firstPage')}</Link>
      </p>
    </div>
  ) : (
    <p role="alert" className="cell-status cell-status--error">
      {t('objects.failed')}
    </p>
  )
}

/** Type and city filters, the tiles of the chosen page and the page links. */
export const Success = ({
  objectTypes,
  projects,
  everyObject,
  type,
  location,
}: CellSuccessProps<ObjectsListQuery> & ObjectsCellProps) => {
  const to = useLocalePath()
  const t = usePagesT()
  const current = selectedType(objectTypes, type)
  const typeSlug = current?.slug ?? type
  const nothing =
    current && location
      ? t('objects.noneOfTypeIn', { type: current.name, city: location })
      : current
        ? t('objects.noneOfType', { type: current.name })
        : location
          ? t('objects.noneIn', { city: location })
          : t('objects.noneHere')
  return (
    <>
      <ObjectFilters
        types={objectTypes}
        locations={locationsOf(everyObject.results)}
        currentType={current?.slug ?? null}
        currentLocation={location ?? null}
      />
      {projects.results.length ? (
        <>
          <p className="cell-status" aria-live="polite">
            {t('objects.found', { count: projects.count })}
          </p>
          <ObjectsGrid objects={projects.results} />
          <ObjectsPagination
            page={projects.page}
            pageSize={projects.pageSize}
            count={projects.count}
            hrefOf={(page) => to(objectsPath({ type: typeSlug, location, page }))}
          />
        </>
      ) : (
        <p className="cell-status" aria-live="polite">
          {nothing} <Link to={to(objectsPath())}>{t('objects.showAll')}</Link>
        </p>
      )}
    </>
  )
}
