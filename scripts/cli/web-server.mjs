#!/usr/bin/env node
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
  let written = 0
  for (const file of fastGlob.sync('**/*', { cwd: root, absolute: true })) {
    if (!COMPRESSIBLE.test(file)) continue
    const stat = fs.statSync(file)
    if (stat.size < MIN_COMPRESS_BYTES) continue
    const source = fs.readFileSync(file)
    for (const [suffix, compress] of [
      [
        '.br',
        (b) =>
          zlib.brotliCompressSync(b, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length,
            },
          }),
      ],
      ['.gz', (b) => zlib.gzipSync(b, { level: 9 })],
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

  const prerendered = fastGlob.sync('**/*.html', {
    cwd: DIST,
    ignore: ['index.html', '200.html', '404.html'],
  })
  for (const file of prerendered) {
    app.get(`/${file.replace(/\.html$/, '')}`, (_request, reply) => reply.sendFile(file))
  }

  const shell = fs.existsSync(path.join(DIST, '200.html')) ? '200.html' : 'index.html'
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.replace(/\?.*$/, '')
    if (urlPath.startsWith('/assets/') || path.extname(urlPath)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Не найдено')
    }
    return reply.sendFile(shell)
  })
  return app
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
