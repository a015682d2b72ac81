// node --test web/config/*.test.mjs (a step of `npm test`)
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'

import { compileMessage } from '@lingui/message-utils/compileMessage'

import {
  compiledPath,
  LOCALES,
  LOCALES_DIR,
  poPath,
  readCatalog,
  RUSSIAN_AREAS,
  writeCatalogs,
} from './i18nCatalogs.mjs'

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

  it('the compiled catalogues are generated output: ignored by git, none committed', () => {
    const git = (...args) => execFileSync('git', args, { cwd: LOCALES_DIR, encoding: 'utf8' })
    assert.equal(
      git('ls-files', '--', 'compiled').trim(),
      '',
      'git rm --cached web/src/locales/compiled'
    )
    for (const locale of LOCALES)
      assert.equal(git('check-ignore', compiledPath(locale)).trim(), compiledPath(locale))
  })

  it('writeCatalogs compiles each .po into its module, and rewrites only a catalogue whose .po changed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'akvatoria-catalogs-'))
    try {
      const from = path.join(dir, 'locales')
      const to = path.join(from, 'compiled')
      fs.mkdirSync(from)
      for (const locale of LOCALES) fs.copyFileSync(poPath(locale), poPath(locale, from))

      const read = (name) => {
        const text = fs.readFileSync(compiledPath(name, to), 'utf8')
        return JSON.parse(text.slice(text.indexOf('= ') + 2))
      }
      assert.deepEqual(
        writeCatalogs({ from, to }).sort(),
        LOCALES.flatMap((locale) => [
          locale,
          ...Object.keys(RUSSIAN_AREAS).map((area) => `${locale}.${area}`),
        ])
          .map((name) => compiledPath(name, to))
          .sort()
      )
      // Both languages split alike: the pages' areas out of the frame's module.
      const areas = Object.keys(RUSSIAN_AREAS)
      const whole = (locale) =>
        Object.assign(read(locale), ...areas.map((area) => read(`${locale}.${area}`)))
      const compiled = { kk: whole('kk'), ru: whole('ru') }
      for (const locale of LOCALES) {
        assert.deepEqual(Object.keys(compiled[locale]).sort(), Object.keys(catalogs[locale]).sort())
        for (const [id, message] of Object.entries(catalogs[locale]))
          assert.deepEqual(
            compiled[locale][id],
            JSON.parse(JSON.stringify(compileMessage(message))),
            `${locale}: ${id}`
          )
      }
      for (const locale of LOCALES) {
        for (const area of areas)
          assert.ok(
            Object.keys(read(`${locale}.${area}`)).every((id) => RUSSIAN_AREAS[area].test(id))
          )
        assert.ok(
          Object.keys(read(locale)).every((id) =>
            areas.every((area) => !RUSSIAN_AREAS[area].test(id))
          )
        )
      }
      assert.deepEqual(writeCatalogs({ from, to }), [], 'up-to-date catalogues are left alone')

      fs.appendFileSync(
        poPath('kk', from),
        '\nmsgid "test.added"\nmsgstr "{count, plural, one {# тауар} other {# тауар}}"\n'
      )
      assert.deepEqual(writeCatalogs({ from, to }), [compiledPath('kk', to)])
      assert.match(fs.readFileSync(compiledPath('kk', to), 'utf8'), /"test\.added"/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
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
      'promo.label',
      'carousel.role',
      'carousel.slide',
      'card.article',
      'product.catalog',
      'catalog.sections.title',
      'product.article',
      'product.brand',
      'orderFiles.column.article',
      'about.news.promo',
    ])
    const same = Object.keys(catalogs.ru).filter(
      (id) => !SHARED.has(id) && catalogs.kk[id] === catalogs.ru[id]
    )
    assert.deepEqual(same, [])
  })
})

/** The web's source files, not tests, stories or mocks. */
function sourceFiles(dir) {
  const files = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) files.push(...sourceFiles(full))
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories|mock)\.tsx?$/.test(entry.name))
      files.push(full)
  }
  return files
}

describe('Russian areas outside the first bundle', () => {
  // Each area's module adds its Russian messages when a component imports its hook.
  const HOOKS = {
    catalogue: 'useCatalogueT',
    pages: 'usePagesT',
    home: 'useHomeT',
    about: 'useAboutT',
    notFound: 'useNotFoundT',
  }

  it('every area but the never-read shared one has its hook', () => {
    assert.deepEqual(
      Object.keys(RUSSIAN_AREAS).filter((area) => area !== 'shared'),
      Object.keys(HOOKS)
    )
  })

  it("a file that says an area's message takes its t from that area's module (else Russian pages would show the id)", () => {
    const src = path.resolve(LOCALES_DIR, '..')
    const offenders = []
    for (const file of sourceFiles(src)) {
      if (file.startsWith(LOCALES_DIR) || file.includes(`${path.sep}i18n${path.sep}`)) continue
      const text = fs.readFileSync(file, 'utf8')
      const said = [...text.matchAll(/['"`]([a-zA-Z]+\.[\w.]+)['"`]/g)]
        .map((match) => match[1])
        .filter((id) => id in catalogs.ru)
      for (const [area, hook] of Object.entries(HOOKS)) {
        const id = said.find((candidate) => RUSSIAN_AREAS[area].test(candidate))
        if (id && !text.includes(hook))
          offenders.push(`${path.relative(src, file)}: ${id} without ${hook}`)
      }
    }
    assert.deepEqual(offenders, [])
  })
})
