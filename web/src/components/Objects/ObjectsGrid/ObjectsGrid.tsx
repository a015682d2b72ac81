import PictureTiles from 'src/components/PictureTiles/PictureTiles'
import { useLocalePath } from 'src/lib/i18n'
import { objectPath } from 'src/lib/links'

export interface ObjectTileData {
  id: number
  title: string
  location: string
  year?: number | null
  image?: string | null
  type: { name: string }
}

/**
 * Completed objects as tiles: photo, kind, city and year, title; each to its
 * page /objects/{id}.
 */
const ObjectsGrid = ({ objects }: { objects: ObjectTileData[] }) => {
  const to = useLocalePath()
  return (
    <PictureTiles
      tiles={objects.map((object) => ({
        key: object.id,
        to: to(objectPath(object.id)),
        title: object.title,
        image: object.image,
        meta: [object.type.name, object.location, object.year].filter(Boolean).join(' · '),
      }))}
    />
  )
}

export default ObjectsGrid
