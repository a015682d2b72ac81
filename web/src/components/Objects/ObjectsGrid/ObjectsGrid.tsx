import { cityIn } from '@domain/cityNames'

import PictureTiles from 'src/components/PictureTiles/PictureTiles'
import { useLocale, useLocalePath, useTextLang } from 'src/lib/i18n'
import { objectPath } from 'src/lib/links'

export interface ObjectTileData {
  id: number
  title: string
  /** The language `title` is in (the api's `titleLang`): a Russian fallback on a Kazakh page is marked. */
  titleLang?: string | null
  location: string
  year?: number | null
  image?: string | null
  type: { name: string; nameLang?: string | null }
}

/**
 * Completed objects as tiles: photo, kind, city and year, title; each to its
 * page /objects/{id}.
 */
const ObjectsGrid = ({ objects }: { objects: ObjectTileData[] }) => {
  const to = useLocalePath()
  const langOf = useTextLang()
  const locale = useLocale()
  return (
    <PictureTiles
      tiles={objects.map((object) => ({
        key: object.id,
        to: to(objectPath(object.id)),
        title: object.title,
        titleLang: langOf(object.titleLang),
        image: object.image,
        meta: [object.type.name, cityIn(locale, object.location), object.year]
          .filter(Boolean)
          .join(' · '),
        metaLang: langOf(object.type.nameLang),
      }))}
    />
  )
}

export default ObjectsGrid
