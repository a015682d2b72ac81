/* eslint-env node, es2022 */
// The message catalogues (issue 33): web/src/locales/<locale>.po is the
// source, edited by people (msgid: the message's id, msgstr: its text, ICU
// MessageFormat); web/src/locales/compiled/<locale>.ts is Lingui's compiled
// form that the web imports (no ICU parser in the browser; Russian split in
// two, see RUSSIAN_AREAS). The compiled files
// are generated, never committed (gitignored): `yarn install`'s postinstall
// writes them, and so do the Vite build and dev server (also rewriting them
// when a .po changes), Storybook, web Jest's global setup and
// scripts/cli/shop.mjs — every path that reads them (docs/stack.md «Messages
// in two languages»). By hand: `node web/config/i18nCatalogs.mjs`.
// web/config/i18nCatalogs.test.mjs fails when an id lacks a text in either
// language, or when the two texts of an id take different placeholders.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { compileMessage } from '@lingui/message-utils/compileMessage'
import PO from 'pofile'

export const LOCALES = ['ru', 'kk']
const here = path.dirname(fileURLToPath(import.meta.url))
export const LOCALES_DIR = path.resolve(here, '../src/locales')
export const COMPILED_DIR = path.join(LOCALES_DIR, 'compiled')

export const poPath = (locale, dir = LOCALES_DIR) => path.join(dir, `${locale}.po`)

/** A catalogue's messages by id, in the file's order: { id: text }. */
export function readCatalog(locale, dir = LOCALES_DIR) {
  const po = PO.parse(fs.readFileSync(poPath(locale, dir), 'utf8'))
  const messages = {}
  for (const item of po.items) {
    if (item.msgid in messages) throw new Error(`${locale}.po: ${item.msgid} is there twice`)
    messages[item.msgid] = item.msgstr[0] ?? ''
  }
  return messages
}

/**
 * Russian messages that leave the first bundle: the texts of pages that are
 * chunks of their own (catalogue, section, product, compare and favourites
 * pages) are compiled into `ru.<area>.ts`, which those pages' components
 * import (src/lib/i18n/catalogueSide.ts), so the entry chunk every Russian
 * page loads carries only the chrome's messages. Kazakh is one chunk, loaded
 * only on /kk pages, so it keeps every message.
 */
export const RUSSIAN_AREAS = {
  catalogue: /^(catalog|product|compare|favorites)\./,
  // The buying and account pages' own texts (checkout, order and payment
  // pages, the account's tabs, the guest look-up, the home and 404 pages'
  // cells): no component of the first bundle says them (measured on the
  // entry chunk's source map); they come with src/lib/i18n/pageSide.ts.
  // The callback dialog is a lazy chunk of its own (ShopState/UiProvider).
  // The editors' text pages (content, contacts, service), the objects and
  // the production pages are chunks of their own as well.
  // `order.*`, `auth.*` and `account.*` are theirs too, but for the two
  // words the account's loading skeleton says in the first bundle (Routes)
  // and the session check's failure (AuthSync, above every page).
  pages:
    /^(?!account\.(?:loading|title)$|auth\.loginCheckFailed$)(order|auth|account|checkout|payment|paymentReturn|orders|guestOrder|company|operator|stockAlerts|drafts|notifications|cartPopover|cartLine|form|faq|callback|orderFiles|content|contacts|service|objects|production)\./,
  // The home page's, «О нас»'s and the 404 block's own texts: each comes
  // with its pages only (src/lib/i18n/homeSide.ts, aboutSide.ts,
  // notFoundSide.ts), so a section or a news page does not load the
  // checkout's and the account's words.
  home: /^(home|carousel)\./,
  about: /^about\./,
  notFound: /^notFound\./,
  // The shared rules' messages: a Russian page shows the api's and the
  // schema's own words (src/lib/i18n/useSharedMessage.ts), so no page
  // imports `ru.shared`; only sharedMessages.test does, to check that the
  // catalogue says each as its rule does.
  shared: /^shared\./,
}

/** The compiled modules of a language: its file base name → its messages. */
export function catalogModules(locale, messages) {
  // Kazakh splits the same way (src/lib/i18n/catalogs.ts loads a Kazakh
  // page's areas as their components arrive), so a Kazakh page loads the
  // frame's words and its own, not every message of the shop.
  const modules = { [locale]: {} }
  for (const area of Object.keys(RUSSIAN_AREAS)) modules[`${locale}.${area}`] = {}
  for (const [id, text] of Object.entries(messages)) {
    const area = Object.keys(RUSSIAN_AREAS).find((name) => RUSSIAN_AREAS[name].test(id))
    modules[area ? `${locale}.${area}` : locale][id] = text
  }
  return modules
}

/** The compiled module's text for a catalogue (`name`: its file base name). */
export function compiledModule(name, messages) {
  const locale = name.split('.')[0]
  const compiled = {}
  for (const [id, text] of Object.entries(messages)) {
    try {
      compiled[id] = compileMessage(text)
    } catch (error) {
      throw new Error(`${locale}.po: ${id}: ${error.message}`)
    }
  }
  return (
    `// Generated by web/config/i18nCatalogs.mjs from ../${locale}.po: do not edit, not committed.\n` +
    `/* eslint-disable */\n` +
    `import type { Messages } from '@lingui/core'\n\n` +
    `export const messages: Messages = ${JSON.stringify(compiled, null, 2)}\n`
  )
}

export const compiledPath = (name, dir = COMPILED_DIR) => path.join(dir, `${name}.ts`)

/**
 * Writes each compiled catalogue whose text differs from what its .po
 * compiles to; an up-to-date file is left untouched (no rebuild, no reload
 * in a watching dev server). Returns the paths written.
 */
export function writeCatalogs({ from = LOCALES_DIR, to = COMPILED_DIR } = {}) {
  fs.mkdirSync(to, { recursive: true })
  const written = []
  for (const locale of LOCALES) {
    for (const [name, messages] of Object.entries(
      catalogModules(locale, readCatalog(locale, from))
    )) {
      const text = compiledModule(name, messages)
      const file = compiledPath(name, to)
      if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue
      fs.writeFileSync(file, text)
      written.push(file)
    }
  }
  return written
}

/**
 * Vite plugin (the web build, `yarn rw dev`, Storybook): the catalogues are
 * written before anything imports them, and again when a .po changes while
 * the dev server runs (Vite then reloads the compiled module as any source).
 * The prerender, which runs after the build in Node, finds them written.
 */
export const messageCatalogues = () => ({
  name: 'akvatoria:message-catalogues',
  buildStart() {
    writeCatalogs()
  },
  configureServer(server) {
    writeCatalogs()
    const sources = LOCALES.map((locale) => poPath(locale))
    server.watcher.add(sources)
    server.watcher.on('change', (file) => {
      if (!sources.includes(path.resolve(file))) return
      try {
        writeCatalogs()
      } catch (error) {
        server.config.logger.error(String(error.message ?? error))
      }
    })
  },
})

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const written = writeCatalogs()
  for (const file of written) console.log(`wrote ${path.relative(process.cwd(), file)}`)
  if (!written.length) console.log('message catalogues up to date')
}
