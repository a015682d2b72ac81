// A catalogue with news (published, draft, scheduled) and content pages.
import { standard as products } from 'src/functions/v1/products.scenarios'
import { standard as news } from 'src/services/news/news.scenarios'
import { standard as productionPages } from 'src/services/productionPages/productionPages.scenarios'
import { standard as projects } from 'src/services/projects/projects.scenarios'

export const standard = { ...products, ...news, ...productionPages, ...projects }
