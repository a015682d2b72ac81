// Prerendered once per language, as /404 → web/dist/404.html and /kk/404 →
// web/dist/kk/404.html (issue 33): the page the web server
// answers with HTTP 404 (scripts/cli/web-server.mjs). The hook waits for the
// shared sitemap query like the others, because Redwood closes the database
// as soon as any hook has answered (docs/stack.md «Prerendering»).
import { sitemapEntries } from '$api/src/services/seo/seo'

export const routeParameters = async () => {
  await sitemapEntries()
  return [{ path: '404' }, { path: 'kk/404' }]
}
