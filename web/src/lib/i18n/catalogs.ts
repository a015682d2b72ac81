import { setupI18n, type I18n, type Messages } from '@lingui/core'

import type { Locale } from './locales'
import { everyMessage } from './prerenderMessages'

/**
 * One Lingui instance per language, so that a page's language is whatever
 * its address says, with no global "active language" switched by effects
 * (the prerender draws Russian and Kazakh pages one after another in one
 * process). Both languages are split the same way into chunks, and a page
 * loads only its own language's (issue 33): the frame's words
 * (`compiled/ru.ts`, `kk.ts`), loaded by `loadCatalog` before a page is
 * drawn (entry.client.tsx, the switcher), and an area's when a component of
 * it arrives (`needArea`, called by ./catalogueSide.ts and its siblings);
 * until then that component waits (`useAreaT`).
 */
export const instances: Record<Locale, I18n> = {
  ru: setupI18n({ locale: 'ru', messages: { ru: {} } }),
  kk: setupI18n({ locale: 'kk', messages: { kk: {} } }),
}

/** The message areas of web/config/i18nCatalogs.mjs (RUSSIAN_AREAS): each a chunk per language. */
export type MessageArea = 'catalogue' | 'pages' | 'home' | 'about' | 'notFound' | 'shared'

type Module = Promise<{ messages: Messages }>

const FRAMES: Record<Locale, () => Module> = {
  ru: () => import('src/locales/compiled/ru'),
  kk: () => import('src/locales/compiled/kk'),
}

const AREAS: Record<Locale, Partial<Record<MessageArea, () => Module>>> = {
  ru: {
    catalogue: () => import('src/locales/compiled/ru.catalogue'),
    pages: () => import('src/locales/compiled/ru.pages'),
    home: () => import('src/locales/compiled/ru.home'),
    about: () => import('src/locales/compiled/ru.about'),
    notFound: () => import('src/locales/compiled/ru.notFound'),
    // No `shared`: a Russian page shows the rules' own words (useMessagesOf).
  },
  kk: {
    catalogue: () => import('src/locales/compiled/kk.catalogue'),
    pages: () => import('src/locales/compiled/kk.pages'),
    home: () => import('src/locales/compiled/kk.home'),
    about: () => import('src/locales/compiled/kk.about'),
    notFound: () => import('src/locales/compiled/kk.notFound'),
    shared: () => import('src/locales/compiled/kk.shared'),
  },
}

const loaded = new Set<Locale>()
/** Languages whose frame is here or on its way: a needed area is fetched for each. */
const wanted = new Set<Locale>()
/** Areas whose messages are in each language's instance. */
const areasIn: Record<Locale, Set<MessageArea>> = { ru: new Set(['shared']), kk: new Set() }
/** Areas whose components have arrived in this page's life (in any language). */
const needed = new Set<MessageArea>()
const loads = new Map<string, Promise<void>>()

export const isCatalogLoaded = (locale: Locale) => loaded.has(locale)

/** `locale` when its frame is here, else a language that is (an error message must say something). */
export const loadedLocale = (locale: Locale): Locale =>
  loaded.has(locale) ? locale : ([...loaded][0] ?? locale)

const acceptMessages = (locale: Locale, messages: Messages) => {
  instances[locale].load(locale, messages)
  instances[locale].activate(locale)
  loaded.add(locale)
  wanted.add(locale)
}

// The prerender (Node, Babel) draws each page in one synchronous pass and
// Jest renders components without waiting for chunks: both take every
// message at once (tests load Kazakh themselves, `loadCatalog('kk')`). The
// browser never runs this branch and loads the chunks on demand.
const prerendering = (globalThis as { __REDWOOD__PRERENDERING?: boolean }).__REDWOOD__PRERENDERING
for (const locale of ['ru', 'kk'] as const) {
  if (prerendering || (locale === 'ru' && process.env.NODE_ENV === 'test')) {
    acceptMessages(locale, everyMessage(locale))
    for (const area of Object.keys(AREAS[locale]) as MessageArea[]) areasIn[locale].add(area)
  }
}

/** Loads a chunk once (a failed load is tried again next time). */
const loadOnce = (key: string, load: () => Promise<void>): Promise<void> => {
  let loading = loads.get(key)
  if (!loading) {
    loading = load().catch((error) => {
      loads.delete(key)
      throw error
    })
    loads.set(key, loading)
  }
  return loading
}

/** Loads an area's chunk in a language once; resolves when its messages can be said. */
const loadArea = (locale: Locale, area: MessageArea): Promise<void> =>
  areasIn[locale].has(area)
    ? Promise.resolve()
    : loadOnce(`${locale}.${area}`, () =>
        AREAS[locale][area]!().then(({ messages }) => {
          instances[locale].load(locale, messages)
          areasIn[locale].add(area)
        })
      )

/**
 * An area's components have arrived (its side module says so when loaded):
 * its messages are fetched at once in the languages already here, and a
 * later switch fetches them with the other language's frame.
 */
export const needArea = (area: MessageArea) => {
  needed.add(area)
  for (const locale of wanted) void loadArea(locale, area).catch(() => {})
}

/** Whether `area` can be said in `locale` now. */
export const isAreaLoaded = (locale: Locale, area: MessageArea) => areasIn[locale].has(area)

/** The pending load of an area: a component waiting for it suspends on this. */
export const areaLoad = (locale: Locale, area: MessageArea) => loadArea(locale, area)

/**
 * The areas a page at `path` (its Russian address) most likely says: the
 * first load of a Kazakh page fetches them beside the frame, so it waits for
 * one round of requests, not two. A wrong guess costs a small chunk or one
 * wait (`useAreaT`), never a wrong word.
 */
export const likelyAreasOf = (path: string): MessageArea[] => {
  if (path === '/') return ['home']
  if (/^\/about[/-]/.test(path)) return ['about']
  // A missing product or section is served as the not-found page: entry.client.tsx adds its area.
  if (/^\/(catalog|compare|precatalog)(\/|$)/.test(path)) return ['catalogue']
  return ['pages', 'shared']
}

/**
 * Loads a language's frame and the areas already needed on this page, and
 * `likely` ones; resolves once pages can be drawn in it.
 */
export const loadCatalog = (locale: Locale, likely: MessageArea[] = []): Promise<void> => {
  wanted.add(locale)
  const frame = loaded.has(locale)
    ? Promise.resolve()
    : loadOnce(locale, () =>
        FRAMES[locale]().then(({ messages }) => acceptMessages(locale, messages))
      )
  const areas = new Set([...needed, ...likely])
  return Promise.all([frame, ...[...areas].map((area) => loadArea(locale, area))]).then(
    () => undefined
  )
}
