import ProductionItemCell from 'src/components/Production/ProductionItemCell'
import { decodeRouteParam } from 'src/lib/links'

/**
 * /production/{id}: one production direction by its slug (SPEC §2, e.g.
 * /production/water-pumping-station) or numeric id. Title, description and
 * Open Graph tags come from the page itself (the cell sets them).
 */
const ProductionItemPage = ({ id }: { id: string }) => (
  <main className="page">
    <ProductionItemCell idOrSlug={decodeRouteParam(id) ?? ''} />
  </main>
)

export default ProductionItemPage
