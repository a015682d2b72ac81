import dns from 'dns'
import fs from 'fs/promises'
import path from 'path'

import { transformAsync, type NodePath, type PluginObj, type types } from '@babel/core'
import type { Plugin, UserConfig } from 'vite'
import { defineConfig } from 'vite'

import { getConfig } from '@redwoodjs/project-config'
import redwood from '@redwoodjs/vite'

import { configureDevApiProxy, refuseOversizeBody } from '../scripts/cli/apiProxy.mjs'

import { messageCatalogues } from './config/i18nCatalogs.mjs'
import { coreJsPathOf, nativeModuleFor } from './config/nativeCoreJs.mjs'
import { chunkPlan, landingPages } from './config/sharedChunks.mjs'
import { precompileDefinitions, propertyName } from './src/lib/graphql/precompile'

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
 * `gql` template into its document (fragments are still joined at run time),
 * and each operation and fragment into the text the client sends
 * (src/lib/graphql/precompile.ts).
 */
/**
 * A precompiled document kept its source text (`loc.source.body`, the whole
 * query again); the shop's client prints documents from their tree
 * (src/lib/graphql/printDocument.ts) and nothing reads `loc`: dropped.
 */
const withoutSourceText = (): PluginObj => ({
  visitor: {
    // babel-plugin-graphql-tag writes its documents when it leaves the program.
    Program: {
      exit(program) {
        program.traverse({ ObjectProperty: dropSourceText })
      },
    },
  },
})

const dropSourceText = (path: NodePath<types.ObjectProperty>) => {
  const { key, value } = path.node
  const holdsSource =
    value.type === 'ObjectExpression' &&
    value.properties.some(
      (property) => property.type === 'ObjectProperty' && propertyName(property.key) === 'source'
    )
  if (propertyName(key) === 'loc' && holdsSource) path.remove()
}

const precompileGraphQL = (): Plugin => ({
  name: 'akvatoria:precompile-graphql',
  apply: 'build',
  enforce: 'post',
  // The client sends the precompiled text and drops its printer
  // (src/lib/graphql/sentText.ts): only with this plugin's documents.
  config: () => ({ define: { __SHOP_GRAPHQL_PRECOMPILED__: 'true' } }),
  async transform(code, id) {
    if (!/\/web\/src\/.+\.[jt]sx?$/.test(id) || !code.includes('graphql-tag')) return null
    const result = await transformAsync(code, {
      filename: id,
      babelrc: false,
      configFile: false,
      sourceMaps: true,
      plugins: [
        withoutSourceText,
        ['babel-plugin-graphql-tag', { strip: true }],
        precompileDefinitions,
      ],
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
      // A page chunk that a lazy chunk also imports from can lose its entry
      // (no facade, no default export): the prerender then finds no chunk
      // for the page and the browser redraws it. Found when «Вы недавно
      // смотрели» became lazy and shared a rule with the product page.
      const page = chunk.moduleIds.find((id) => /\/web\/src\/pages\/(\w+)\/\1\.tsx$/.test(id))
      if (chunk.isDynamicEntry && page && !chunk.facadeModuleId) {
        this.error(
          `${chunk.fileName} holds ${page} but is not its entry: a lazy import shares its modules`
        )
      }
      chunk.code = chunk.code.replace(
        /export\s*\{\s*([\w$]*\$[\w$]*) as default\s*\}/,
        (_match, name) => `const __rwPageDefault=${name};export{__rwPageDefault as default}`
      )
    }
  },
})

/**
 * Apollo Client stays out of the browser bundle: the shop runs its own
 * GraphQL client (src/lib/graphql), and @redwoodjs/web's cells reach Apollo
 * only through two imports, answered here by src/lib/graphql/redwoodShims.ts.
 * Prerendering (Node, Babel) keeps the real modules.
 */
const withoutApollo = (): Plugin => {
  const shims = path.resolve(__dirname, 'src/lib/graphql/redwoodShims.ts')
  return {
    name: 'akvatoria:without-apollo',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('@redwoodjs/web/dist/components/cell/')) return null
      if (source === '../../apollo/fragmentRegistry.js') return shims
      if (source.startsWith('@apollo/client/')) return shims
      return null
    },
  }
}

/**
 * Redwood's `Head`, `Metadata` and `RedwoodProvider` get the shop's small
 * head manager instead of react-helmet-async in the browser
 * (src/lib/head/LightHelmet.tsx, 0.6 of 6 kB gzip); prerendering (Node,
 * Babel) keeps the package, whose tags the browser's manager takes over.
 */
const lightHead = (): Plugin => {
  const light = path.resolve(__dirname, 'src/lib/head/LightHelmet.tsx')
  return {
    name: 'akvatoria:light-head',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === 'react-helmet-async' && importer?.includes('@redwoodjs/web/dist/') ? light : null,
  }
}

/**
 * The prerender's and Jest's synchronous reads of every message and of the
 * build's manifest (src/lib/i18n/prerenderMessages.ts) are never run in a
 * browser, which loads messages in chunks: the browser build gets a stub.
 */
const PRERENDER_MESSAGES_STUB = '\0prerender-messages-stub'
const browserMessages = (): Plugin => ({
  name: 'akvatoria:browser-messages',
  apply: 'build',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === './prerenderMessages' && importer?.includes('/src/lib/i18n/')
      ? PRERENDER_MESSAGES_STUB
      : null,
  load: (id) =>
    id === PRERENDER_MESSAGES_STUB
      ? 'export const everyMessage = () => ({}); export const messageChunksOf = () => []'
      : null,
})

/**
 * The build's answers of prerendered queries (src/lib/buildAnswer.ts) are read
 * only while prerendering: the browser build gets a stub, and carries neither
 * Redwood's cell cache nor the lookup in its entry.
 */
const BUILD_ANSWER_STUB = '\0build-answer-stub'
const browserBuildAnswer = (): Plugin => ({
  name: 'akvatoria:browser-build-answer',
  apply: 'build',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === './buildAnswer' && importer?.endsWith('/src/lib/prerenderedQuery.ts')
      ? BUILD_ANSWER_STUB
      : null,
  load: (id) => (id === BUILD_ANSWER_STUB ? 'export const useBuildAnswer = () => null' : null),
})

/** Native members for Redwood's core-js ponyfills in the browser build (web/config/nativeCoreJs.mjs). */
const nativeCoreJs = (): Plugin => ({
  name: 'akvatoria:native-core-js',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    const corePath = coreJsPathOf(source, importer)
    return corePath && nativeModuleFor(corePath) ? `\0native-core-js:${corePath}` : null
  },
  load(id) {
    return id.startsWith('\0native-core-js:')
      ? nativeModuleFor(id.slice('\0native-core-js:'.length))
      : null
  },
})

/**
 * The development server's /api proxy (Vite's http-proxy, set up by
 * @redwoodjs/vite) does what the production web server does
 * (scripts/cli/web-server.mjs; both use scripts/cli/apiProxy.mjs): the api
 * gets the client's address, never one a client sent (every shopper shared
 * the dev server's own address before); a declared body over the api's limit
 * gets 413; errors are Russian JSON; an error after the api already answered
 * no longer kills the process (Redwood's handler: ERR_HTTP_HEADERS_SENT).
 */
/** Where @redwoodjs/vite's own /api proxy sends requests (its getMergedConfig). */
const devApiOrigin = () => {
  const config = getConfig()
  const host = process.env.REDWOOD_API_HOST ?? config.api.host ?? '[::]'
  const port = process.env.REDWOOD_API_PORT ? Number(process.env.REDWOOD_API_PORT) : config.api.port
  return `http://${host}:${port}`
}

const devApiProxy = (): Plugin => {
  const apiUrl = getConfig().web.apiUrl
  return {
    name: 'akvatoria:dev-api-proxy',
    apply: 'serve',
    // Merged after @redwoodjs/vite's config: its target and rewrite stay, the hook is ours.
    config: () => ({
      server: {
        proxy: {
          [apiUrl]: { configure: (proxy) => configureDevApiProxy(proxy) },
          // The Kaspi price list at the site's root, as the production web server has it.
          '/feeds/': {
            target: devApiOrigin(),
            configure: (proxy) => configureDevApiProxy(proxy),
          },
        },
      },
    }),
    // Before Vite's own middlewares, the proxy among them.
    configureServer: (server) => void server.middlewares.use(apiUrl, refuseOversizeBody),
  }
}

/**
 * The web server (scripts/cli/web-server.mjs) is plain Node: it cannot read
 * TypeScript, JSX or the web's import aliases. What it needs of the web's
 * code — bringing a prerendered product page up to its current prices with
 * the components that drew it (src/lib/productPagePrices.tsx) — is bundled
 * for it, React included, after the browser build into web/dist/_server/,
 * which the web server never serves. Built with the pages, so it draws the
 * markup exactly as this build's pages were drawn.
 */
const webServerModules = (): Plugin => ({
  name: 'akvatoria:web-server-modules',
  apply: 'build',
  async closeBundle() {
    const { build } = await import('esbuild')
    await build({
      entryPoints: [path.resolve(__dirname, 'src/lib/productPagePrices.tsx')],
      outfile: path.resolve(__dirname, 'dist/_server/productPagePrices.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      tsconfig: path.resolve(__dirname, 'tsconfig.json'),
      // Class names are all the markup needs of the stylesheets.
      loader: { '.css': 'empty' },
      define: { 'process.env.NODE_ENV': '"production"' },
      // React's CommonJS server renderer requires Node's built-ins.
      banner: {
        js:
          "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" +
          // The components' i18n brings @redwoodjs/web, whose config reads the
          // globals a browser build defines; nothing here uses what they hold.
          ' globalThis.RWJS_ENV ??= {}; globalThis.RWJS_DEBUG_ENV ??= {};',
      },
      logLevel: 'warning',
    })
  },
})

/**
 * The small chunks the landing pages share, merged into one
 * (config/sharedChunks.mjs): a page loads a few scripts, not a dozen.
 */
// A message area's module starts loading its messages when imported (`needArea`, src/lib/i18n).
const LOADS_MESSAGES = /^needArea\(/m

const fewerSmallChunks = (): Plugin => {
  let plan: Map<string, string> | null = null
  return {
    name: 'akvatoria:fewer-small-chunks',
    apply: 'build',
    async buildEnd(error) {
      if (error) return
      // The plan only regroups chunks: whatever stops it, the build goes on with Rollup's own.
      try {
        const routes = await fs.readFile(path.resolve(__dirname, 'src/Routes.tsx'), 'utf8')
        plan = await chunkPlan(
          this.getModuleIds(),
          (id: string) => this.getModuleInfo(id),
          landingPages(routes),
          (id: string) => LOADS_MESSAGES.test(this.getModuleInfo(id)?.code ?? '')
        )
        if (!plan) this.warn("the build's imports could not be matched: Rollup's chunks kept")
      } catch (planError) {
        this.warn(`no chunk plan (${planError}): Rollup's chunks kept`)
      }
    },
    config: () => ({
      build: {
        rollupOptions: { output: { manualChunks: (id: string) => plan?.get(id) } },
      },
    }),
  }
}

const viteConfig: UserConfig = {
  plugins: [
    // The compiled message catalogues are generated, not committed (docs/stack.md).
    messageCatalogues(),
    redwood(),
    devApiProxy(),
    minifyProductionBuild(),
    precompileGraphQL(),
    prerenderableDefaultExport(),
    withoutApollo(),
    lightHead(),
    browserMessages(),
    browserBuildAnswer(),
    nativeCoreJs(),
    webServerModules(),
    fewerSmallChunks(),
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
