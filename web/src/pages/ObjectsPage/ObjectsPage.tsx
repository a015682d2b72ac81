import ObjectsCell from 'src/components/Objects/ObjectsCell'
import PageMeta from 'src/components/PageMeta/PageMeta'
import { decodeRouteParam, objectsPath } from 'src/lib/links'

export interface ObjectsPageProps {
  /** /objects/location/{location}: the city, percent-encoded by the router. */
  location?: string
  /** ?type=: the object type's slug (a name or id works too). */
  type?: string
  /** ?page= */
  page?: string
}

/** «?page=abc» or «?page=0» is the first page. */
const pageNumber = (value?: string) => (value && /^\d{1,6}$/.test(value) ? Number(value) : 1) || 1

/**
 * /objects, /objects/location and /objects/location/{city}: completed
 * objects, filtered by type (?type=) and city, 9 to a page (?page=).
 */
const ObjectsPage = ({ location: rawLocation, type, page: rawPage }: ObjectsPageProps) => {
  const location = decodeRouteParam(rawLocation)?.trim() || undefined
  const page = pageNumber(rawPage)
  const title = location ? `Объекты в городе ${location}` : 'Объекты'
  return (
    <main className="page">
      <PageMeta
        title={page > 1 ? `${title} — страница ${page}` : title}
        description={
          location
            ? `Котельные, насосные станции, тепловые пункты и водоочистка, которые «Акватория» выполнила в городе ${location}.`
            : 'Выполненные объекты «Акватории»: жилые комплексы, промышленные и социальные объекты, частные дома.'
        }
        path={objectsPath({ type, location, page })}
      />
      <h1 className="page__title">{title}</h1>
      <ObjectsCell type={type || null} location={location || null} page={page} />
    </main>
  )
}

export default ObjectsPage
