import { setupI18n, type I18n, type Messages } from '@lingui/core'

import { messages as ruMessages } from 'src/locales/compiled/ru'

import type { Locale } from './locales'

/**
 * One Lingui instance per language, so that a page's language is whatever
 * its address says, with no global "active language" switched by effects
 * (the prerender draws Russian and Kazakh pages one after another in one
 * process). Russian is in the first bundle (~1 kB; the catalogue pages'
 * messages come with those pages, see catalogueSide.ts); Kazakh is its own
 * chunk, loaded by `loadCatalog('kk')` before a Kazakh page is drawn.
 */
export const instances: Record<Locale, I18n> = {
  ru: setupI18n({ locale: 'ru', messages: { ru: ruMessages } }),
  kk: setupI18n({ locale: 'kk', messages: { kk: {} } }),
}

const loaded = new Set<Locale>(['ru'])

export const isCatalogLoaded = (locale: Locale) => loaded.has(locale)

const acceptMessages = (locale: Locale, messages: Messages) => {
  instances[locale].load(locale, messages)
  instances[locale].activate(locale)
  loaded.add(locale)
}

declare const require: (id: string) => { messages: Messages }

// The prerender (Node, Babel) draws each page in one synchronous pass: it
// cannot wait for a chunk, so it takes the Kazakh catalogue at once. The
// browser never runs this branch and loads the chunk on demand.
if ((globalThis as { __REDWOOD__PRERENDERING?: boolean }).__REDWOOD__PRERENDERING) {
  acceptMessages('kk', require('src/locales/compiled/kk').messages)
}

let kkLoading: Promise<void> | null = null

/** Loads a language's catalogue (Russian is always there); resolves once pages can be drawn in it. */
export const loadCatalog = (locale: Locale): Promise<void> => {
  if (loaded.has(locale)) return Promise.resolve()
  kkLoading ??= import('src/locales/compiled/kk').then(
    ({ messages }) => acceptMessages('kk', messages),
    (error) => {
      kkLoading = null
      throw error
    }
  )
  return kkLoading
}
