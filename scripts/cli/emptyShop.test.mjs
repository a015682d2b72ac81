// node --test scripts/cli/*.test.mjs (a step of `npm test`)
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { EMPTY_SHOP_PAGES, emptyPageProblem } from './emptyShop.mjs'

const about = EMPTY_SHOP_PAGES.find(([path]) => path === '/about/about-us')

describe('emptyPageProblem (the first production install)', () => {
  it('accepts a page that shows its empty state', () => {
    const body =
      '<p class="cell-status">Раздел пока не заполнен. Подробности расскажет менеджер.</p>'
    assert.equal(emptyPageProblem(about, { status: 200, body }), null)
  })

  it('names a wrong status, a broken page and a missing empty state', () => {
    assert.match(emptyPageProblem(about, { status: 502, body: '' }), /HTTP 502, expected 200/)
    assert.match(
      emptyPageProblem(about, { status: 200, body: '<h1>Непредвиденная ошибка</h1>' }),
      /Непредвиденная ошибка/
    )
    assert.match(
      emptyPageProblem(about, { status: 200, body: '<h1>Раздел не найден</h1>' }),
      /Раздел не найден/
    )
    assert.match(emptyPageProblem(about, { status: 200, body: '<p></p>' }), /does not say/)
    assert.match(
      emptyPageProblem(about, { status: 200, body: '<h1>Страница не найдена</h1>' }),
      /Страница не найдена/
    )
  })

  it('expects an address with nothing behind it to answer 404 with the not-found page', () => {
    const unknown = EMPTY_SHOP_PAGES.find(([path]) => path === '/nonexistent')
    const page = '<h1 id="not-found-title">Страница не найдена</h1>'
    assert.equal(emptyPageProblem(unknown, { status: 404, body: page }), null)
    assert.match(emptyPageProblem(unknown, { status: 200, body: page }), /HTTP 200, expected 404/)
  })

  it('covers the pages a new shop links to, the REST catalogue and readiness', () => {
    const paths = EMPTY_SHOP_PAGES.map(([path]) => path)
    for (const path of ['/', '/catalog/v2', '/about/about-us', '/policy', '/api/v1/product/']) {
      assert.ok(paths.includes(path), path)
    }
    assert.ok(paths.includes('/api/health/ready'))
  })
})
