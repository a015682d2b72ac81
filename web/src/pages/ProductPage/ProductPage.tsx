import { Redirect } from '@redwoodjs/router'

import { NotFoundMain } from 'src/components/NotFound/NotFound'
import ProductCell from 'src/components/ProductCell'
import { useLocalePath } from 'src/lib/i18n'
import { catalogPath, decodeRouteParam } from 'src/lib/links'
import { useServedNotFound } from 'src/lib/servedNotFound'

/** Shared, so a re-render does not hand Redirect new options (it navigates again on each change). */
const REPLACE = { replace: true }

/** /catalog/product/{article?}: without an article there is nothing to show but the catalogue. */
const ProductPage = ({ article: raw }: { article?: string }) => {
  const to = useLocalePath()
  const article = decodeRouteParam(raw)
  // The server answered this address 404 (no such product): draw what it served.
  if (useServedNotFound()) return <NotFoundMain />
  if (!article) return <Redirect to={to(catalogPath())} options={REPLACE} />
  return (
    <main className="page product-page">
      <ProductCell article={article} />
    </main>
  )
}

export default ProductPage
