import ObjectCell from 'src/components/Objects/ObjectCell'

/**
 * /objects/{id}: one completed object. Title, description, Open Graph tags
 * and the canonical link come from the object itself (the cell sets them).
 */
const ObjectPage = ({ id }: { id: number }) => (
  <main className="page">
    <ObjectCell id={id} />
  </main>
)

export default ObjectPage
