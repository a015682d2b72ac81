// Prerender (issue «content and reach»): every production page, by slug, as the sitemap lists them.
import { sitemapRouteParameters } from '$api/src/services/seo/seo'

export const routeParameters = () => sitemapRouteParameters('/production/', 'id')
