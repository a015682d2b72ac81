import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda'

import { publicOriginOf } from 'src/lib/crossSiteGuard'
import { renderRobotsTxt } from 'src/lib/domain/sitemap'
import { logger } from 'src/lib/logger'
import { sitemapXml } from 'src/services/seo/seo'

/**
 * /api/seo/robots.txt, /api/seo/sitemap.xml and /api/seo/sitemap-N.xml; the
 * web server (scripts/cli/web-server.mjs) serves them at the site's root.
 * Absolute URLs use SITE_URL, else the host the request came to.
 */
const text = (status: number, body: string, type: string): APIGatewayProxyResult => ({
  statusCode: status,
  headers: {
    'Content-Type': `${type}; charset=utf-8`,
    'Cache-Control': status === 200 ? 'public, max-age=600' : 'no-store',
  },
  body,
})

export const handler = async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
  if (event.httpMethod !== 'GET' && event.httpMethod !== 'HEAD') {
    return text(405, 'Метод не разрешён', 'text/plain')
  }
  // SITE_URL, else the request's own plain Host (a trusted proxy's forwarded one).
  const origin = publicOriginOf(event.headers, event) ?? 'http://localhost:8910'
  const file = event.path.replace(/^.*\/seo\/?/, '')
  try {
    if (file === 'robots.txt') return text(200, renderRobotsTxt(origin), 'text/plain')
    const part = /^sitemap(?:-(\d+))?\.xml$/.exec(file)
    if (part) {
      const xml = await sitemapXml(origin, part[1] === undefined ? undefined : Number(part[1]))
      if (xml !== null) return text(200, xml, 'application/xml')
    }
    return text(404, 'Не найдено', 'text/plain')
  } catch (error) {
    logger.error({ err: error }, 'seo function failed')
    return text(503, 'Временно недоступно', 'text/plain')
  }
}
