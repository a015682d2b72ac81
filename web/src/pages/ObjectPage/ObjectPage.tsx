import { NotFoundMain } from 'src/components/NotFound/NotFound'
import ObjectCell from 'src/components/Objects/ObjectCell'
import { useServedNotFound } from 'src/lib/servedNotFound'

/**
 * /objects/{id}: one completed object. Title, description, Open Graph tags
 * and the canonical link come from the object itself (the cell sets them).
 */
const ObjectPage = ({ id }: { id: number }) => {
  // The server answered this address 404 (no such object): draw what it served.
  if (useServedNotFound()) return <NotFoundMain />
  return (
    <main className="page">
      <ObjectCell id={id} />
    </main>
  )
}

export default ObjectPage
