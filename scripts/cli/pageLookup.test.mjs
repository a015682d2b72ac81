// node --test scripts/cli/*.test.mjs (a step of `npm test`)
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { PageLookup, verdictOf } from './pageLookup.mjs'

const NOT_FOUND = {
  data: null,
  errors: [{ message: 'Товар не найден.', extensions: { code: 'NOT_FOUND' } }],
}

describe('verdictOf: what the api said about a page’s thing', () => {
  it('found, not found (NOT_FOUND or null), or unknown', () => {
    assert.deepEqual(verdictOf('news', { data: { newsItem: { id: 3 } } }), { found: true })
    assert.deepEqual(verdictOf('product', { data: { product: { currentPrice: 5 } } }), {
      found: true,
      product: { currentPrice: 5 },
    })
    assert.deepEqual(verdictOf('product', NOT_FOUND), { found: false })
    assert.deepEqual(verdictOf('category', { data: { category: null } }), { found: false })
    // Anything else says nothing: the page is served as if it existed.
    assert.equal(verdictOf('object', { errors: [{ message: 'Something went wrong.' }] }), null)
    assert.equal(verdictOf('object', { data: {} }), null)
    assert.equal(verdictOf('object', 'Bad Gateway'), null)
  })
})

/** An api whose answers the test releases by hand, counting the questions. */
function fakeApi(answer = () => ({ data: { product: { id: 1 } } })) {
  const asked = []
  const waiting = []
  return {
    asked,
    ask: (kind, query, variables, context) => {
      asked.push({ kind, query, variables, context })
      return new Promise((resolve, reject) => waiting.push({ resolve, reject, kind, variables }))
    },
    answerAll() {
      for (const { resolve, kind, variables } of waiting.splice(0)) resolve(answer(kind, variables))
    },
    failAll() {
      for (const { reject } of waiting.splice(0)) reject(new Error('ECONNREFUSED'))
    },
  }
}

describe('PageLookup', () => {
  it('asks the api with the query of the kind and the decoded key', async () => {
    const api = fakeApi(() => ({ data: { productionPage: { id: 1 } } }))
    const lookup = new PageLookup({ ask: api.ask })
    const verdict = lookup.check('production', 'water-pumping-station', { 'x-request-id': 'r1' })
    api.answerAll()
    assert.deepEqual(await verdict, { found: true })
    assert.deepEqual(api.asked[0].variables, { idOrSlug: 'water-pumping-station' })
    assert.match(api.asked[0].query, /productionPage\(idOrSlug: \$idOrSlug\)/)
    assert.deepEqual(api.asked[0].context, { 'x-request-id': 'r1' })
  })

  it('asks more of a product when told (its prices)', async () => {
    const api = fakeApi()
    const lookup = new PageLookup({
      ask: api.ask,
      productQuery: 'query P { product { currentPrice } }',
    })
    const verdict = lookup.check('product', 'NS-100')
    api.answerAll()
    await verdict
    assert.equal(api.asked[0].query, 'query P { product { currentPrice } }')
    assert.deepEqual(api.asked[0].variables, { article: 'NS-100' })
  })

  it('one question for the same thing at the same moment, kept for the TTL', async () => {
    let now = 0
    const api = fakeApi()
    const lookup = new PageLookup({ ask: api.ask, ttlMs: 1000, now: () => now })
    const first = [lookup.check('product', 'A'), lookup.check('product', 'A')]
    assert.equal(api.asked.length, 1)
    api.answerAll()
    assert.deepEqual(await Promise.all(first), [
      { found: true, product: { id: 1 } },
      { found: true, product: { id: 1 } },
    ])
    now = 999
    await lookup.check('product', 'A')
    assert.equal(api.asked.length, 1)
    now = 1000
    const again = lookup.check('product', 'A')
    assert.equal(api.asked.length, 2, 'asked again once the answer is a second old')
    api.answerAll()
    await again
  })

  it('a number too long for an id is no page, without asking', async () => {
    const api = fakeApi()
    const lookup = new PageLookup({ ask: api.ask })
    assert.deepEqual(await lookup.check('news', '99999999999999999999'), { found: false })
    assert.equal(api.asked.length, 0)
  })

  it('past maxInFlight questions, or when the api fails, nobody knows (null), and nothing is kept', async () => {
    const api = fakeApi()
    const lookup = new PageLookup({ ask: api.ask, maxInFlight: 2 })
    const asking = [lookup.check('product', 'A'), lookup.check('product', 'B')]
    assert.equal(await lookup.check('product', 'C'), null)
    assert.equal(api.asked.length, 2, 'a stranger’s flood of addresses waits for no api')
    api.failAll()
    assert.deepEqual(await Promise.all(asking), [null, null])
    const retry = lookup.check('product', 'A')
    assert.equal(api.asked.length, 3, 'a failure is not kept')
    api.answerAll()
    assert.deepEqual(await retry, { found: true, product: { id: 1 } })
  })

  it('a synchronous failure of the api call is a failure too', async () => {
    const lookup = new PageLookup({
      ask: () => {
        throw new Error('no api process is ready')
      },
    })
    assert.equal(await lookup.check('object', '5'), null)
  })

  it('keeps at most maxEntries answers, the least recently used dropped first', async () => {
    const api = fakeApi()
    const lookup = new PageLookup({ ask: api.ask, maxEntries: 2 })
    for (const key of ['A', 'B']) {
      const verdict = lookup.check('product', key)
      api.answerAll()
      await verdict
    }
    await lookup.check('product', 'A') // A used again: B is now the oldest
    const c = lookup.check('product', 'C')
    api.answerAll()
    await c
    assert.equal(api.asked.length, 3)
    await lookup.check('product', 'A')
    assert.equal(api.asked.length, 3, 'A was kept')
    const b = lookup.check('product', 'B')
    assert.equal(api.asked.length, 4, 'B was dropped')
    api.answerAll()
    await b
  })
})
