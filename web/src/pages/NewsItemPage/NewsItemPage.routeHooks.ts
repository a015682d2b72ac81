// Prerender (issue «content and reach»): every published news item, as the sitemap lists them.
import { sitemapRouteParameters } from '$api/src/services/seo/seo'

export const routeParameters = () => sitemapRouteParameters('/about/news/', 'id')
