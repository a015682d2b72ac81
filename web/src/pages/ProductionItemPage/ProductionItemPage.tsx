import { NotFoundMain } from 'src/components/NotFound/NotFound'
import ProductionItemCell from 'src/components/Production/ProductionItemCell'
import { decodeRouteParam } from 'src/lib/links'
import { useServedNotFound } from 'src/lib/servedNotFound'

/**
 * /production/{id}: one production direction by its slug (SPEC §2, e.g.
 * /production/water-pumping-station) or numeric id. Title, description and
 * Open Graph tags come from the page itself (the cell sets them).
 */
const ProductionItemPage = ({ id }: { id: string }) => {
  // The server answered this address 404 (no such production page): draw what it served.
  if (useServedNotFound()) return <NotFoundMain />
  return (
    <main className="page">
      <ProductionItemCell idOrSlug={decodeRouteParam(id) ?? ''} />
    </main>
  )
}

export default ProductionItemPage
