/* eslint-env node, es2022 */
// node --test web/config/*.test.mjs (a step of `npm test`)
import assert from 'node:assert/strict'
import { test } from 'node:test'

import { rollup } from 'rollup'

import { SMALL_CHUNK_CHARS, chunkPlan, landingPages, mergeable } from './sharedChunks.mjs'

const chunk = (fileName, { imports = [], code = 'x', entry = false, page = false } = {}) => ({
  fileName,
  code,
  isEntry: entry,
  isDynamicEntry: page,
  imports,
  moduleIds: [page ? `/web/src/pages/${fileName}` : `/web/src/${fileName}`],
})
const isLandingPage = (id) => /\/pages\/(?!Admin)/.test(id)
const never = () => false

test('small chunks two storefront pages load are merged; a page, the entry and one page’s own are not', () => {
  const merged = mergeable(
    [
      chunk('index', { entry: true }),
      chunk('Home', { page: true, imports: ['index', 'ProductCard', 'HomeOnly'] }),
      chunk('Catalog', { page: true, imports: ['index', 'ProductCard', 'Filters'] }),
      chunk('Product', { page: true, imports: ['index', 'Filters'] }),
      chunk('AdminA', { page: true, imports: ['index', 'AdminTable'] }),
      chunk('AdminB', { page: true, imports: ['index', 'AdminTable'] }),
      chunk('ProductCard', { imports: ['index', 'PriceBlock'] }),
      chunk('PriceBlock', { imports: ['index'] }),
      chunk('Filters'),
      chunk('HomeOnly'),
      chunk('AdminTable'),
    ],
    isLandingPage,
    never
  )
  assert.deepEqual([...merged].sort(), ['Filters', 'PriceBlock', 'ProductCard'])
})

test('the landing pages are the prerendered ones', () => {
  const isLanding = landingPages(`
    <Route path="/" page={HomePage} name="home" prerender />
    <Route
      path="/catalog/product/{article}"
      page={ProductPage}
      name="product"
      prerender
    />
    <Route path="/cart" page={CartPage} name="cart" />
    <Route path="/prerendered-nowhere" page={PrerenderNotePage} name="note" />
  `)
  assert.ok(isLanding('/work/web/src/pages/HomePage/HomePage.tsx'))
  assert.ok(isLanding('/work/web/src/pages/ProductPage/ProductPage.tsx'))
  assert.ok(!isLanding('/work/web/src/pages/CartPage/CartPage.tsx'))
  assert.ok(!isLanding('/work/web/src/pages/PrerenderNotePage/PrerenderNotePage.tsx'))
  assert.ok(!isLanding('/work/web/src/pages/HomePage/HomeHero.tsx'))
})

test('a large chunk, one that acts when imported, and whatever would drag another chunk in stay apart', () => {
  const merged = mergeable(
    [
      chunk('index', { entry: true }),
      chunk('A', { page: true, imports: ['Big', 'Messages', 'Card', 'Form'] }),
      chunk('B', { page: true, imports: ['Big', 'Messages', 'Card', 'Form'] }),
      chunk('Big', { code: 'x'.repeat(SMALL_CHUNK_CHARS + 1) }),
      chunk('Messages'),
      chunk('Card', { imports: ['Messages'] }),
      chunk('Form', { imports: ['Field'] }),
      chunk('Field', { imports: ['Big'] }),
    ],
    isLandingPage,
    (id) => id.endsWith('/Messages')
  )
  assert.deepEqual([...merged], [])
})

/** An in-memory build: modules by id, the plan's chunk names, and what each emitted chunk holds. */
async function build(modules) {
  let plan = null
  const bundle = await rollup({
    input: 'entry',
    onwarn: () => {},
    plugins: [
      {
        name: 'memory',
        resolveId: (source) => (source in modules ? source : null),
        load: (id) => modules[id],
        async buildEnd() {
          plan = await chunkPlan(
            this.getModuleIds(),
            (id) => this.getModuleInfo(id),
            (id) => id.startsWith('page'),
            (id) => this.getModuleInfo(id).code.includes('needArea(')
          )
        },
      },
    ],
  })
  const { output } = await bundle.generate({
    format: 'es',
    manualChunks: (id) => plan?.get(id),
  })
  await bundle.close()
  const holding = (id) =>
    output.find((item) => item.type === 'chunk' && item.moduleIds.includes(id))
  return { plan, output, holding }
}

test('the build: shared small modules in one chunk, the entry keeps what it uses and no more', async () => {
  const { holding, output } = await build({
    entry: `import { render } from 'react'; import { Provider } from 'barrel'; render(Provider); import('pageHome').then((m) => m.default()); import('pageCatalog').then((m) => m.default()); import('pageAdmin').then((m) => m.default()); import('pageProduct').then((m) => m.default())`,
    react: `export const render = (x) => globalThis.rendered = x; export const h = (x) => [x]`,
    // A package's index: the entry uses one of its names, the pages another.
    barrel: `export { Provider } from 'provider'; export { createCell } from 'cell'`,
    provider: `import { h } from 'react'; export const Provider = h('provider')`,
    cell: `import { h } from 'react'; export const createCell = (q) => h(q)`,
    card: `import { h } from 'react'; import { price } from 'price'; export const Card = (p) => h(price(p))`,
    price: `export const price = (p) => p + ' ₸'`,
    messages: `globalThis.needArea('catalogue'); export const t = (m) => m`,
    pageHome: `import { Card } from 'card'; import { createCell } from 'barrel'; import { t } from 'messages'; export default () => [Card(1), createCell(t('home'))]`,
    pageCatalog: `import { Card } from 'card'; import { createCell } from 'barrel'; import { t } from 'messages'; export default () => [Card(2), createCell(t('c'))]`,
    pageProduct: `import { createCell } from 'barrel'; export default () => createCell('product')`,
    pageAdmin: `import { t } from 'messages'; export default () => t('admin')`,
  })
  const entry = holding('entry')
  assert.ok(entry.isEntry)
  assert.equal(holding('react'), entry, 'React stays in the entry')
  assert.equal(holding('provider'), entry, 'what the entry uses of a package stays in the entry')
  const shared = holding('card')
  assert.equal(shared.name, 'shared')
  assert.deepEqual([...shared.moduleIds].sort(), ['card', 'cell', 'price'])
  assert.notEqual(
    holding('messages').name,
    'shared',
    'a module that acts when imported stays apart'
  )
  for (const page of ['pageHome', 'pageCatalog', 'pageProduct', 'pageAdmin']) {
    assert.equal(holding(page).facadeModuleId, page, `${page} keeps a chunk of its own`)
  }
  assert.equal(output.filter((item) => item.type === 'chunk').length, 7)
})
