import { Redirect, useLocation } from '@redwoodjs/router'

import { useLocalePath } from 'src/lib/i18n'
import { catalogPath } from 'src/lib/links'

/**
 * Redirect navigates again whenever its `options` object changes, and every
 * navigation re-renders this page with a new location: one shared object
 * keeps it to a single navigation (a fresh `{ replace: true }` per render
 * looped until React gave up with «Maximum update depth exceeded»).
 */
const REPLACE = { replace: true }

/**
 * /catalog/reload: the old site's way to open the listing afresh with the
 * given filters. It forwards to /catalog/v2 (/kk/catalog/v2) with the same query, replacing
 * the history entry so Back does not bounce.
 */
const CatalogReloadPage = () => {
  const { search } = useLocation()
  const to = useLocalePath()
  return <Redirect to={to(`${catalogPath()}${search}`)} options={REPLACE} />
}

export default CatalogReloadPage
