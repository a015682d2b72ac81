// Prerender (issue «content and reach»): every active product the sitemap offers.
import { sitemapRouteParameters } from '$api/src/services/seo/seo'

export const routeParameters = () => sitemapRouteParameters('/catalog/product/', 'article')
