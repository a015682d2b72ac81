// «Новый склад в Атырау»: a picture, a list in the text and two further photos.
import { newsItem } from 'src/testing/content/newsItemMock'

export const standard = () => ({ news: newsItem(1) })

/** «Как подготовить систему отопления к лету»: no pictures at all. */
export const withoutPictures = () => ({ news: { ...newsItem(7), image: null } })
