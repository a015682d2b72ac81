// Prerender: the sections that have goods, as the sitemap lists them. Redwood
// asks this hook for /precatalog too, which has no parameter: one page. That
// answer also waits for the shared sitemap query, because Redwood closes the
// database as soon as any hook has answered.
import { sitemapRouteParameters } from '$api/src/services/seo/seo'

export const routeParameters = async ({ name }: { name: string }) => {
  const categories = await sitemapRouteParameters('/precatalog/', 'category')
  // The Kazakh twin (kkPrecatalogCategory, issue 33) takes the same sections.
  return name === 'precatalogCategory' || name === 'kkPrecatalogCategory' ? categories : [{}]
}
