// node --test scripts/cli/*.test.mjs (a step of `npm test`)
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { languageRedirect } from './languageRedirect.mjs'

describe('languageRedirect (issue 33)', () => {
  it('sends / to /kk for a shopper who chose Kazakh, keeping the query', () => {
    assert.equal(languageRedirect('/', '', 'lang=kk'), '/kk')
    assert.equal(languageRedirect('/', '?utm_source=x', 'a=1; lang=kk; b=2'), '/kk?utm_source=x')
  })
  it('leaves / to Russian, no cookie and anything else', () => {
    assert.equal(languageRedirect('/', '', 'lang=ru'), null)
    assert.equal(languageRedirect('/', '', undefined), null)
    assert.equal(languageRedirect('/', '', 'lang=kz'), null)
    assert.equal(languageRedirect('/', '', 'xlang=kk'), null)
  })
  it('never moves another address', () => {
    assert.equal(languageRedirect('/catalog/v2', '', 'lang=kk'), null)
    assert.equal(languageRedirect('/kk', '', 'lang=ru'), null)
  })
})
