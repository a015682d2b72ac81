import fs from 'node:fs/promises'
import path from 'node:path'

import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda'

import { resolveMediaPath } from 'src/lib/media'

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
}

const notFound = (): APIGatewayProxyResult => ({
  statusCode: 404,
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ detail: 'Файл не найден.' }),
})

/**
 * Public media (product pictures, content images) from MEDIA_ROOT at
 * /api/media/<path>. Only known image/document types are served, and only
 * from inside the media root; order files are private and live elsewhere.
 */
export const handler = async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
  if (!['GET', 'HEAD'].includes(event.httpMethod)) {
    return { statusCode: 405, headers: { Allow: 'GET, HEAD' }, body: '' }
  }
  const relative = decodeURIComponent((event.path || '').replace(/^\/media\/?/, ''))
  const type = TYPES[path.extname(relative).toLowerCase()]
  const file = type ? resolveMediaPath(relative) : null
  if (!file || relative.startsWith('private/')) return notFound()
  try {
    const content = await fs.readFile(file)
    return {
      statusCode: 200,
      headers: {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
        // SVG may carry script; never let it run in our origin.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
      body: content.toString('base64'),
      isBase64Encoded: true,
    }
  } catch {
    return notFound()
  }
}
