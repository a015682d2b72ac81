#!/usr/bin/env node
/* eslint-env node, es2022 */
// The production web server: web/dist plus the /api proxy, like Redwood's
// `rw serve web`, and what that one lacks (issue «Storefront, content and reach»):
//   - compressed answers: each text asset is stored once as .br and .gz next to
//     itself at start (cached on disk) and sent to browsers that accept them;
//   - caching: hashed /assets/* are immutable for a year, pages revalidate;
//   - /robots.txt and /sitemap*.xml at the root, answered by the api (functions/seo.ts);
//   - prerendered pages (web/dist/**/*.html) under their own paths, the app shell elsewhere.
//
//   node scripts/cli/web-server.mjs [--port 8910] [--api http://localhost:8911]
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import zlib from 'node:zlib'

import httpProxy from '@fastify/http-proxy'
import replyFrom from '@fastify/reply-from'
import fastifyStatic from '@fastify/static'
import fastGlob from 'fast-glob'
import Fastify from 'fastify'

import { ROOT } from './bootstrap.mjs'

const DIST = path.join(ROOT, 'web/dist')
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/
/** Smaller files gain nothing from compression. */
const MIN_COMPRESS_BYTES = 1024

/** Writes file.br and file.gz beside each text asset unless they are already newer. */
export function precompress(root = DIST) {
  // Hashed assets are few and served a year from cache: the best ratio. The
  // prerendered pages are hundreds and change with every build: a quick setting.
  let written = 0
  for (const file of fastGlob.sync('**/*', { cwd: root, absolute: true })) {
    if (!COMPRESSIBLE.test(file)) continue
    const stat = fs.statSync(file)
    if (stat.size < MIN_COMPRESS_BYTES) continue
    const source = fs.readFileSync(file)
    const page = file.endsWith('.html')
    for (const [suffix, compress] of [
      [
        '.br',
        (b) =>
          zlib.brotliCompressSync(b, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: page ? 5 : 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length,
            },
          }),
      ],
      ['.gz', (b) => zlib.gzipSync(b, { level: page ? 6 : 9 })],
    ]) {
      const target = file + suffix
      if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= stat.mtimeMs) continue
      fs.writeFileSync(target, compress(source))
      written++
    }
  }
  return written
}

export async function createWebServer({ apiTarget, logLevel = 'warn' } = {}) {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('no web build: run `yarn rw build web` first')
  }
  precompress()
  const app = Fastify({ logger: { level: logLevel }, requestTimeout: 15_000 })

  // /api/* to the api server, keeping the Host the browser used (cookies, absolute URLs).
  await app.register(httpProxy, {
    prefix: '/api',
    upstream: apiTarget,
    disableCache: true,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, host: request.headers.host }),
    },
  })
  // robots.txt and the sitemaps live at the root for crawlers; the api renders them from the data.
  await app.register(replyFrom, { base: apiTarget })
  const toSeo = (request, reply) =>
    reply.from(`/seo${request.url.replace(/\?.*$/, '')}`, {
      rewriteRequestHeaders: (req, headers) => ({ ...headers, host: req.headers.host }),
    })
  app.get('/robots.txt', toSeo)
  app.get('/sitemap.xml', toSeo)
  app.get('/sitemap-:part.xml', toSeo)

  await app.register(fastifyStatic, {
    root: DIST,
    preCompressed: true,
    wildcard: true,
    // '/' may be the prerendered home or not: the handler below decides.
    index: false,
    setHeaders: (res, filePath) => {
      if (COMPRESSIBLE.test(filePath)) res.setHeader('Vary', 'Accept-Encoding')
      res.setHeader(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache'
      )
    },
  })

  const pages = prerenderedPages()
  const shell = fs.existsSync(path.join(DIST, '200.html')) ? '200.html' : 'index.html'
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.replace(/[?#].*$/, '')
    if (urlPath.startsWith('/assets/') || STATIC_FILE.test(urlPath)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Не найдено')
    }
    return reply.sendFile(pageFor(request.url, pages) ?? shell)
  })
  return app
}

/** Files a browser asks for by name: a miss is a 404, not the app (an article may hold a dot). */
const STATIC_FILE =
  /\.(?:m?js|css|map|json|txt|xml|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|pdf)$/i
/** Parameters that do not change a page: its prerendered HTML still fits. */
const TRACKING_PARAM = /^(?:utm_[a-z]+|gclid|yclid|fbclid|_openstat)$/i

/** Prerendered HTML by decoded path: '/' → index.html, '/about/news' → about/news.html. */
export function prerenderedPages(root = DIST) {
  const pages = new Map()
  for (const file of fastGlob.sync('**/*.html', { cwd: root, ignore: ['200.html', '404.html'] })) {
    pages.set(file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`, file)
  }
  // Without a prerendered home index.html is the shell itself.
  if (!fs.existsSync(path.join(root, '200.html'))) pages.delete('/')
  return pages
}

/**
 * The prerendered file for a request, or null for the app shell: a page is
 * prerendered for its plain address, so a query that changes what it shows
 * (catalogue filters, ?page=) gets the shell, which renders that view.
 */
export function pageFor(url, pages) {
  const [rawPath, query = ''] = url.split('#')[0].split('?')
  for (const name of new URLSearchParams(query).keys()) {
    if (!TRACKING_PARAM.test(name)) return null
  }
  let decoded
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  return pages.get(decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded) ?? null
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.WEB_PORT || '8910' },
      host: { type: 'string', default: process.env.WEB_HOST || '::' },
      api: { type: 'string', default: process.env.API_PROXY_TARGET || 'http://localhost:8911' },
    },
  })
  const app = await createWebServer({ apiTarget: values.api })
  await app.listen({ port: Number(values.port), host: values.host })
  console.log(`Web server listening on ${values.port}, /api → ${values.api}`)
}
