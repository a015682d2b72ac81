import { forgetSitemap } from 'src/services/seo/seo'

/**
 * The one place a content change passes to reach the shop at once: every
 * cache that holds content is forgotten here. The public content services
 * read the database on each request; the sitemap keeps news, objects and
 * production pages for an hour.
 */
export function forgetContentCaches() {
  forgetSitemap()
}
