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
      slug
    }
    projects(type: $type, location: $location, page: $page, pageSize: $pageSize) {
      count
      page
      pageSize
      results {
        id
        title
        location
        year
        image
        type {
          id
          name
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

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем объекты…
  </p>
)

/** No objects at all yet (a filtered view without matches is a Success with a note). */
export const isEmpty = (data: ObjectsListQuery) => data.everyObject.count === 0

export const Empty = () => (
  <p className="cell-status">
    Объекты скоро появятся здесь. О выполненных работах расскажет менеджер по телефону.
  </p>
)

export const Failure = ({
  error,
  type,
  location,
}: CellFailureProps<ObjectsListQueryVariables> & ObjectsCellProps) => {
  const to = useLocalePath()
  console.error('objects', error)
  // The api answers NOT_FOUND for a page past the last one: the first page exists.
  return errorCodeOf(error) === 'NOT_FOUND' ? (
    <div className="cell-status">
      <h2>Такой страницы списка нет</h2>
      <p>
        Объектов меньше, чем страниц в ссылке.{' '}
        <Link to={to(objectsPath({ type, location }))}>Перейти к первой странице</Link>
      </p>
    </div>
  ) : (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить объекты. Обновите страницу или позвоните нам.
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
  const current = selectedType(objectTypes, type)
  const typeSlug = current?.slug ?? type
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
            Найдено объектов: {projects.count}
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
          {current || location
            ? `Объектов ${current ? `типа «${current.name}»` : ''}${current && location ? ' ' : ''}${location ? `в городе ${location}` : ''} пока нет. `
            : 'По этому отбору объектов пока нет. '}
          <Link to={to(objectsPath())}>Показать все объекты</Link>
        </p>
      )}
    </>
  )
}
