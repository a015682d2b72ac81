// Prerender (issue «content and reach»): every brand that has goods, as the sitemap lists them.
import { sitemapRouteParameters } from '$api/src/services/seo/seo'

export const routeParameters = () => sitemapRouteParameters('/about/partners/', 'id')
