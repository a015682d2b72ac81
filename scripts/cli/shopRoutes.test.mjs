// node --test scripts/cli/*.test.mjs (a step of `npm test`)
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { describe, it } from 'node:test'

import { decodeRouteParam, matchRoute, NOT_FOUND_PAGE, SHOP_ROUTES } from './shopRoutes.mjs'

const routesTsx = fs.readFileSync(new URL('../../web/src/Routes.tsx', import.meta.url), 'utf8')

describe('the web server knows the routes of web/src/Routes.tsx', () => {
  const declared = [...routesTsx.matchAll(/<Route\s+path="([^"]+)"\s+page=\{(\w+)\}/g)].map(
    ([, path, page]) => ({ path, page })
  )

  it('every route, in the same order, with the same page', () => {
    const catchAll = declared.at(-1)
    assert.deepEqual(catchAll, { path: '/{path...}', page: NOT_FOUND_PAGE })
    assert.deepEqual(
      SHOP_ROUTES.map(({ path, page }) => ({ path, page })),
      declared.slice(0, -1)
    )
  })

  it('a parameterised public page that is prerendered says what to look up', () => {
    const prerenderedWithParams = [
      ...routesTsx.matchAll(/<Route\s+path="([^"]*\{[^"]+)"[^>]*\bprerender\b/g),
    ]
      .map(([, path]) => path)
      .filter((path) => path !== '/{path...}')
    for (const path of prerenderedWithParams) {
      const route = SHOP_ROUTES.find((r) => r.path === path)
      assert.ok(route?.lookup, `${path} has no lookup`)
      assert.match(path, new RegExp(`\\{${route.lookup.param}(:\\w+)?\\}`))
    }
  })
})

describe('matchRoute', () => {
  it('takes the routes as the router does', () => {
    assert.equal(matchRoute('/').route.page, 'HomePage')
    assert.deepEqual(matchRoute('/catalog/product/NS-100').params, { article: 'NS-100' })
    assert.equal(matchRoute('/catalog/product').route.page, 'ProductPage')
    assert.deepEqual(matchRoute('/about/news/12').params, { id: '12' })
    assert.equal(matchRoute('/admin/orders/7/print').route.page, 'AdminOrderPrintPage')
    const section = matchRoute(
      '/precatalog/%D0%A1%D0%B0%D0%BD%D1%82%D0%B5%D1%85%D0%BD%D0%B8%D0%BA%D0%B0'
    )
    assert.equal(decodeRouteParam(section.params.category), 'Сантехника')
  })

  it('drops trailing slashes, which the router redirects away', () => {
    assert.equal(matchRoute('/about/news/').route.page, 'NewsListPage')
    assert.deepEqual(matchRoute('/objects/5/').params, { id: '5' })
  })

  it('knows nothing else: unknown paths, a number route given a word, deeper paths', () => {
    for (const path of [
      '/nonexistent',
      '/about/news/nope',
      '/objects/abc',
      '/about/partners/1x',
      '/catalog/product/a/b',
      '/404',
      '/index.html',
      '//catalog',
    ]) {
      assert.equal(matchRoute(path), null, path)
    }
  })

  it('keeps a malformed escape as it is, as the page does', () => {
    assert.equal(decodeRouteParam('100%'), '100%')
  })
})

describe('the Kazakh twins (issue 33)', () => {
  it('every public page has its /kk address, with the same lookup; the back office has none', () => {
    assert.equal(matchRoute('/kk').route.page, 'HomePage')
    assert.equal(matchRoute('/kk/').route.page, 'HomePage')
    const product = matchRoute('/kk/catalog/product/ABC-1')
    assert.equal(product.route.page, 'ProductPage')
    assert.deepEqual(product.params, { article: 'ABC-1' })
    assert.deepEqual(product.route.lookup, { kind: 'product', param: 'article' })
    assert.equal(matchRoute('/kk/about/news/7').route.page, 'NewsItemPage')
    assert.equal(matchRoute('/kk/cart').route.page, 'CartPage')
    assert.equal(matchRoute('/kk/checkout').route.page, 'CheckoutPage')
    assert.equal(matchRoute('/kk/personal-account').route.page, 'PersonalAccountPage')
    assert.equal(matchRoute('/kk/admin'), null)
    assert.equal(matchRoute('/kz'), null)
    assert.equal(matchRoute('/kz/catalog'), null)
  })
})
