import ObjectsCell from 'src/components/Objects/ObjectsCell'
import PageMeta from 'src/components/PageMeta/PageMeta'
import { usePagesT } from 'src/lib/i18n/pageSide'
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
  const t = usePagesT()
  const title = location ? t('objects.titleIn', { city: location }) : t('objects.title')
  return (
    <main className="page">
      <PageMeta
        title={page > 1 ? t('objects.pageTitle', { title, page }) : title}
        description={
          location ? t('objects.descriptionIn', { city: location }) : t('objects.description')
        }
        path={objectsPath({ type, location, page })}
      />
      <h1 className="page__title">{title}</h1>
      <ObjectsCell type={type || null} location={location || null} page={page} />
    </main>
  )
}

export default ObjectsPage
