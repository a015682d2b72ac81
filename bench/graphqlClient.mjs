#!/usr/bin/env node
/* eslint-env node, es2022 */
// The shop's GraphQL client (web/src/lib/graphql): size and memory, on demand, never in CI.
//
//   node --expose-gc bench/graphqlClient.mjs
//
// Size: the client (createShopGraphQLClient and the hooks) bundled alone by esbuild, minified,
// React and graphql-js left out, gzip level 9 — the same measure for any client compared with
// it (docs/stack.md). Its share of the real entry chunk is read from a production build's source
// maps instead (BUNDLE_STATS=1 yarn rw build web --no-prerender).
//
// Memory: a shopper opens BENCH_PAGES product pages (default 500) one after another. Each page
// watches its product's answer (~6 kB of JSON, as a product page's query answers) and two
// smaller ones, then is left. The heap after the walk, minus the heap before it, with the
// client's bound (keepUnwatched, default 50) and without one (every answer kept, as before the
// bound).
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const fromRoot = createRequire(path.join(ROOT, 'package.json'))
const esbuild = fromRoot('esbuild')
const PAGES = Number(process.env.BENCH_PAGES || 500)

const from = (file) => JSON.stringify(path.join(ROOT, 'web/src/lib/graphql', file))

async function bundle(contents, format, platform) {
  const result = await esbuild.build({
    stdin: {
      contents,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format,
    platform,
    jsx: 'automatic',
    external: ['react', 'react/jsx-runtime', 'graphql'],
    write: false,
    logLevel: 'error',
  })
  return result.outputFiles[0].text
}

const browser = await bundle(
  `export { createShopGraphQLClient, useQuery, useMutation, ShopGraphQLClientProvider } from ${from('index.ts')}`,
  'esm',
  'browser'
)
console.log(
  `Client alone: ${browser.length} B minified, ${zlib.gzipSync(browser, { level: 9 }).length} B gzip`
)

if (typeof globalThis.gc !== 'function') {
  console.log('Memory: run with node --expose-gc')
  process.exit(0)
}

// The client's Node build (no React: the hooks are not needed to hold answers).
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'graphql-client-'))
const file = path.join(tmp, 'client.cjs')
fs.writeFileSync(
  file,
  await bundle(`export { createShopGraphQLClient } from ${from('shopClient.ts')}`, 'cjs', 'node')
)
const { createShopGraphQLClient } = fromRoot(file)
fs.rmSync(tmp, { recursive: true })

const { parse } = fromRoot('graphql')
const PRODUCT = parse(
  `query BenchProduct($article: String!) { product(article: $article) { id article name description images { file alt } attributes { name value } stock { shop count } related { id article name price } } }`
)
const RECENT = parse(
  `query BenchRecent($articles: [String!]) { products(articles: $articles) { id article name price } }`
)
const BREADCRUMBS = parse(
  `query BenchCrumbs($article: String!) { crumbs(article: $article) { id name } }`
)

const productAnswer = (n) => ({
  product: {
    __typename: 'Product',
    id: n,
    article: `ART-${n}`,
    name: `Насос циркуляционный ${n}`,
    description: `Описание товара ${n}. `.repeat(60),
    images: Array.from({ length: 5 }, (_, i) => ({
      __typename: 'ProductImage',
      file: `/media/${n}-${i}.webp`,
      alt: '',
    })),
    attributes: Array.from({ length: 20 }, (_, i) => ({
      __typename: 'Attribute',
      name: `Свойство ${i}`,
      value: `${n * i}`,
    })),
    stock: [
      { __typename: 'Stock', shop: 'Атырау', count: n % 7 },
      { __typename: 'Stock', shop: 'Актобе', count: n % 5 },
    ],
    related: Array.from({ length: 8 }, (_, i) => ({
      __typename: 'Product',
      id: 100000 + n * 8 + i,
      article: `REL-${n}-${i}`,
      name: `Сопутствующий ${i}`,
      price: 1000 * i,
    })),
  },
})
const answerFor = (body) => {
  const { operationName, variables } = JSON.parse(body)
  if (operationName === 'BenchProduct') return productAnswer(Number(variables.article.slice(4)))
  if (operationName === 'BenchRecent')
    return {
      products: variables.articles.map((article, i) => ({
        __typename: 'Product',
        id: 900000 + i,
        article,
        name: article,
        price: 1,
      })),
    }
  return { crumbs: [{ __typename: 'Crumb', id: 1, name: 'Насосы' }] }
}
globalThis.fetch = async (_url, init) =>
  new Response(JSON.stringify({ data: answerFor(init.body) }))

async function walk(keepUnwatched) {
  globalThis.gc()
  const before = process.memoryUsage().heapUsed
  const shop = createShopGraphQLClient({
    auth: () => ({ type: 'dbAuth', getToken: async () => null }),
    url: '/api/graphql',
    prerendered: [],
    keepUnwatched,
  })
  for (let n = 1; n <= PAGES; n++) {
    const article = { article: `ART-${n}` }
    const recent = { articles: [`ART-${n - 1}`, `ART-${n - 2}`] }
    const leave = [
      shop.watch(PRODUCT, article, () => undefined),
      shop.watch(RECENT, recent, () => undefined),
      shop.watch(BREADCRUMBS, article, () => undefined),
    ]
    await Promise.all([
      shop.fetch(PRODUCT, article),
      shop.fetch(RECENT, recent),
      shop.fetch(BREADCRUMBS, article),
    ])
    leave.forEach((stop) => stop())
  }
  globalThis.gc()
  const held = process.memoryUsage().heapUsed - before
  // The client stays reachable until measured.
  return { held, still: shop.read(PRODUCT, { article: `ART-${PAGES}` }).data !== undefined }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`
// A first walk warms the code up (compiled functions and interned strings stay on the heap).
await walk(undefined)
const bounded = await walk(undefined)
const unbounded = await walk(Infinity)
const answerSize = JSON.stringify(productAnswer(1)).length
console.log(
  `Memory after ${PAGES} product pages (3 answers each, product answer ${kb(answerSize)} of JSON):`
)
console.log(
  `  bounded (keepUnwatched default): ${kb(bounded.held)} held; last page kept: ${bounded.still}`
)
console.log(
  `  unbounded (every answer kept):   ${kb(unbounded.held)} held; last page kept: ${unbounded.still}`
)
