// node --test web/config/*.test.mjs (a step of `npm test`)
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { describe, it } from 'node:test'

import { compiledModule, compiledPath, LOCALES, readCatalog } from './i18nCatalogs.mjs'

const catalogs = Object.fromEntries(LOCALES.map((locale) => [locale, readCatalog(locale)]))

/** The placeholder names of an ICU message, sorted: «© {year} …» → ['year']. */
const placeholders = (text) =>
  [...new Set([...text.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]))].sort()

describe('the message catalogues (web/src/locales)', () => {
  it('every id has a Kazakh and a Russian text, and neither language has an id of its own', () => {
    const missing = []
    for (const locale of LOCALES)
      for (const other of LOCALES)
        for (const id of Object.keys(catalogs[other]))
          if (!catalogs[locale][id]?.trim()) missing.push(`${locale}: ${id}`)
    assert.deepEqual(missing, [])
  })

  it('the texts of an id take the same placeholders in both languages', () => {
    for (const [id, text] of Object.entries(catalogs.ru))
      assert.deepEqual(placeholders(catalogs.kk[id] ?? ''), placeholders(text), id)
  })

  it('the committed compiled catalogues are those of the .po files (node web/config/i18nCatalogs.mjs)', () => {
    for (const locale of LOCALES)
      assert.equal(
        fs.readFileSync(compiledPath(locale), 'utf8'),
        compiledModule(locale, catalogs[locale]),
        `web/src/locales/compiled/${locale}.ts is stale: run node web/config/i18nCatalogs.mjs`
      )
  })

  it('a Kazakh text is not the Russian one left untranslated, except words both languages share', () => {
    // Brand and loan words the two languages write alike (docs/storefront.md, glossary).
    const SHARED = new Set([
      'header.logo',
      'header.catalog',
      'footer.catalog',
      'footer.company',
      'footer.copyright',
      'home.catalog',
      'menu.service',
      'profile.hidden',
    ])
    const same = Object.keys(catalogs.ru).filter(
      (id) => !SHARED.has(id) && catalogs.kk[id] === catalogs.ru[id]
    )
    assert.deepEqual(same, [])
  })
})
