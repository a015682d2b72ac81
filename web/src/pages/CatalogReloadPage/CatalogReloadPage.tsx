import { Redirect, useLocation } from '@redwoodjs/router'

/**
 * /catalog/reload: the old site's way to open the listing afresh with the
 * given filters. It forwards to /catalog/v2 with the same query, replacing
 * the history entry so Back does not bounce.
 */
const CatalogReloadPage = () => {
  const { search } = useLocation()
  return <Redirect to={`/catalog/v2${search}`} options={{ replace: true }} />
}

export default CatalogReloadPage
