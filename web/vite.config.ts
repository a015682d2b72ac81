import dns from 'dns'
import { ServerResponse, type IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

import { transformAsync } from '@babel/core'
import type { HttpProxy, Plugin, UserConfig } from 'vite'
import { defineConfig } from 'vite'

import { getConfig } from '@redwoodjs/project-config'
import redwood from '@redwoodjs/vite'

import {
  API_BODY_LIMIT,
  errorAnswer,
  forwardingHeaders,
  trustedHops,
} from '../scripts/cli/apiProxy.mjs'

// So that Vite will load on localhost instead of `127.0.0.1`.
// See: https://vitejs.dev/config/server-options.html#server-host.
dns.setDefaultResultOrder('verbatim')

/**
 * @redwoodjs/vite 8.9 sets build.minify = false, shipping unminified bundles.
 * A later plugin's config() wins, so production builds are minified again.
 */
const minifyProductionBuild = (): Plugin => ({
  name: 'akvatoria:minify-production-build',
  config: (_config, { command }) =>
    command === 'build'
      ? // BUNDLE_STATS=1 adds source maps for bench/web's size breakdown.
        {
          build: {
            minify: 'esbuild',
            sourcemap: process.env.BUNDLE_STATS === '1',
            // One stylesheet in the page's <head>: a prerendered page is drawn
            // styled at once, instead of its page chunk's CSS arriving later
            // with its script and moving everything (all CSS is ~10 kB gzip).
            cssCodeSplit: false,
          },
        }
      : {},
})

/**
 * GraphQL documents parsed at build time, not in the shopper's browser.
 *
 * Redwood's Babel config lists babel-plugin-graphql-tag, but its `gql` is
 * auto-imported in the same pass, after that plugin looked for the import, so
 * every query and mutation was parsed by graphql-js while the page started
 * (~20 ms of the entry chunk's evaluation on a desktop CPU, 4× that on a
 * phone). After Redwood's pass the import exists; this second pass turns each
 * `gql` template into its document (fragments are still joined at run time).
 */
const precompileGraphQL = (): Plugin => ({
  name: 'akvatoria:precompile-graphql',
  apply: 'build',
  enforce: 'post',
  async transform(code, id) {
    if (!/\/web\/src\/.+\.[jt]sx?$/.test(id) || !code.includes('graphql-tag')) return null
    const result = await transformAsync(code, {
      filename: id,
      babelrc: false,
      configFile: false,
      sourceMaps: true,
      plugins: [['babel-plugin-graphql-tag', { strip: true }]],
    })
    return result?.code ? { code: result.code, map: result.map } : null
  },
})

/**
 * Redwood 8.9's prerender registers each page chunk by matching
 * `export{X as default}` with `\w+`, so a page whose minified default export
 * is named `$` registered as `undefined` and its prerendered page crashed on
 * load (React error 130, «Непредвиденная ошибка»). Such an export gets a
 * name the prerender can read.
 */
const prerenderableDefaultExport = (): Plugin => ({
  name: 'akvatoria:prerenderable-default-export',
  apply: 'build',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue
      chunk.code = chunk.code.replace(
        /export\s*\{\s*([\w$]*\$[\w$]*) as default\s*\}/,
        (_match, name) => `const __rwPageDefault=${name};export{__rwPageDefault as default}`
      )
    }
  },
})

/**
 * The development server's /api proxy (Vite's http-proxy, set up by
 * @redwoodjs/vite) does what the production web server does
 * (scripts/cli/web-server.mjs, shared rules in scripts/cli/apiProxy.mjs):
 *
 * - the api gets the client's address as the only X-Forwarded-For (the
 *   socket peer, or with TRUST_PROXY proxies in front the address the
 *   outermost saw), never one a client sent; without it every shopper
 *   shared the limits of the dev server's own address;
 * - a declared body over the api's limit is refused here with 413;
 * - errors are Russian JSON, and an error after the api already answered
 *   (it refused an upload while the body was still arriving) no longer
 *   kills the process: Redwood's handler wrote headers a second time
 *   (ERR_HTTP_HEADERS_SENT, uncaught).
 */
export function configureApiProxy(proxy: HttpProxy.Server) {
  const hops = trustedHops(process.env.TRUST_PROXY)
  proxy.on('proxyReq', (proxyReq, req) => {
    const { remove, set } = forwardingHeaders(req.headers, req.socket.remoteAddress, hops)
    for (const name of remove) proxyReq.removeHeader(name)
    for (const [name, value] of Object.entries(set)) proxyReq.setHeader(name, value)
  })
  proxy.on('proxyRes', (proxyRes, _req, res) => {
    // The api going away mid-answer: end the shopper's answer too, not the process.
    proxyRes.on('error', () => res.destroy())
  })
  proxy.on('error', (error, req, target) => {
    // http-proxy passes the socket instead for WebSockets.
    const res = target as ServerResponse | Socket
    if (!(res instanceof ServerResponse)) {
      res.destroy()
      return
    }
    // The api's own answer is on its way (or done): leave it to the pipe.
    if (res.headersSent || res.writableEnded) return
    const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url
    const refused = (error as NodeJS.ErrnoException).code === 'ECONNREFUSED'
    const answer = errorAnswer(url, refused ? 503 : 502)
    res.writeHead(answer.status, { 'Content-Type': answer.type, 'Cache-Control': 'no-store' })
    res.end(answer.body)
  })
}

const devApiProxy = (): Plugin => {
  const apiUrl = getConfig().web.apiUrl
  return {
    name: 'akvatoria:dev-api-proxy',
    apply: 'serve',
    // Merged after @redwoodjs/vite's config: its target and rewrite stay, the hook is ours.
    config: () => ({ server: { proxy: { [apiUrl]: { configure: configureApiProxy } } } }),
    configureServer(server) {
      // Before Vite's own middlewares, the proxy among them.
      server.middlewares.use(apiUrl, (req, res, next) => {
        if (Number(req.headers['content-length']) > API_BODY_LIMIT) {
          const answer = errorAnswer(req.originalUrl ?? apiUrl, 413)
          res.writeHead(413, { 'Content-Type': answer.type, 'Cache-Control': 'no-store' })
          res.end(answer.body)
          return
        }
        next()
      })
    },
  }
}

const viteConfig: UserConfig = {
  plugins: [
    redwood(),
    devApiProxy(),
    minifyProductionBuild(),
    precompileGraphQL(),
    prerenderableDefaultExport(),
  ],
  resolve: {
    alias: [
      {
        // @redwoodjs/web's ES build imports Apollo's CommonJS files by name
        // (`@apollo/client/core/core.cjs`), so the bundle carried Apollo twice
        // and all of graphql-js, untreeshaken. Point them at the ES modules.
        find: /^@apollo\/client\/(.+)\/[^/]+\.cjs$/,
        replacement: '@apollo/client/$1/index.js',
      },
    ],
  },
}

export default defineConfig(viteConfig)
