// The content calls answer from the services' own scenarios, seeded together.
import { standard as certificates } from 'src/services/certificates/certificates.scenarios'
import { standard as news } from 'src/services/news/news.scenarios'
import { standard as paymentTypes } from 'src/services/paymentTypes/paymentTypes.scenarios'
import { standard as productionPages } from 'src/services/productionPages/productionPages.scenarios'
import { standard as projects } from 'src/services/projects/projects.scenarios'
import { standard as shops } from 'src/services/shops/shops.scenarios'
import { standard as slides } from 'src/services/slides/slides.scenarios'
import { standard as videos } from 'src/services/videos/videos.scenarios'

export const standard = {
  ...slides,
  ...projects,
  ...certificates,
  ...videos,
  ...news,
  ...productionPages,
  ...shops,
  ...paymentTypes,
}
