import PictureTiles from 'src/components/PictureTiles/PictureTiles'
import { useLocalePath } from 'src/lib/i18n'
import { productionPath } from 'src/lib/links'

export interface ProductionTile {
  id: number
  slug: string
  title: string
  summary: string
  image?: string | null
}

/**
 * The directions of the company's own production as tiles (picture, title,
 * summary), each to its page /production/{slug}.
 */
const ProductionTiles = ({ pages }: { pages: ProductionTile[] }) => {
  const to = useLocalePath()
  return (
    <PictureTiles
      tiles={pages.map((page) => ({
        key: page.id,
        to: to(productionPath(page.slug)),
        title: page.title,
        image: page.image,
        text: page.summary,
      }))}
    />
  )
}

export default ProductionTiles
