// Prerender (issue «content and reach»): every object, as the sitemap lists them.
import { sitemapRouteParameters } from '$api/src/services/seo/seo'

export const routeParameters = () => sitemapRouteParameters('/objects/', 'id')
