import PictureTiles from 'src/components/PictureTiles/PictureTiles'
import { useLocalePath, useTextLang } from 'src/lib/i18n'
import { productionPath } from 'src/lib/links'

export interface ProductionTile {
  id: number
  slug: string
  title: string
  /** The languages of the texts (the api's `titleLang`, `summaryLang`): a Russian fallback on a Kazakh page is marked. */
  titleLang?: string | null
  summary: string
  summaryLang?: string | null
  image?: string | null
}

/**
 * The directions of the company's own production as tiles (picture, title,
 * summary), each to its page /production/{slug}.
 */
const ProductionTiles = ({ pages }: { pages: ProductionTile[] }) => {
  const to = useLocalePath()
  const langOf = useTextLang()
  return (
    <PictureTiles
      tiles={pages.map((page) => ({
        key: page.id,
        to: to(productionPath(page.slug)),
        title: page.title,
        titleLang: langOf(page.titleLang),
        image: page.image,
        text: page.summary,
        textLang: langOf(page.summaryLang),
      }))}
    />
  )
}

export default ProductionTiles
