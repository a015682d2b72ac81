import { setupI18n, type I18n, type Messages } from '@lingui/core'

import { messages as ruMessages } from 'src/locales/compiled/ru'

import type { Locale } from './locales'
import { everyKazakhMessage } from './prerenderKazakh'

/**
 * One Lingui instance per language, so that a page's language is whatever
 * its address says, with no global "active language" switched by effects
 * (the prerender draws Russian and Kazakh pages one after another in one
 * process). Russian's frame is in the first bundle; the pages' areas come
 * with those pages (catalogueSide.ts, pageSide.ts…). Kazakh is split the
 * same way into chunks: its frame is loaded by `loadCatalog('kk')` before a
 * Kazakh page is drawn, and an area when a component of it arrives on a
 * Kazakh page (`needArea`); until then that component waits (`useAreaT`).
 */
export const instances: Record<Locale, I18n> = {
  ru: setupI18n({ locale: 'ru', messages: { ru: ruMessages } }),
  kk: setupI18n({ locale: 'kk', messages: { kk: {} } }),
}

/** The message areas of web/config/i18nCatalogs.mjs (RUSSIAN_AREAS): each a chunk per language. */
export type MessageArea = 'catalogue' | 'pages' | 'home' | 'about' | 'notFound' | 'shared'

type Module = Promise<{ messages: Messages }>

const KAZAKH_AREAS: Record<MessageArea, () => Module> = {
  catalogue: () => import('src/locales/compiled/kk.catalogue'),
  pages: () => import('src/locales/compiled/kk.pages'),
  home: () => import('src/locales/compiled/kk.home'),
  about: () => import('src/locales/compiled/kk.about'),
  notFound: () => import('src/locales/compiled/kk.notFound'),
  shared: () => import('src/locales/compiled/kk.shared'),
}

const loaded = new Set<Locale>(['ru'])
/** Kazakh areas whose messages are in the Kazakh instance. */
const kazakhAreas = new Set<MessageArea>()
/** Areas whose components have arrived in this page's life (in any language). */
const needed = new Set<MessageArea>()
const areaLoads = new Map<MessageArea, Promise<void>>()

export const isCatalogLoaded = (locale: Locale) => loaded.has(locale)

const acceptMessages = (locale: Locale, messages: Messages) => {
  instances[locale].load(locale, messages)
  instances[locale].activate(locale)
  loaded.add(locale)
}

// The prerender (Node, Babel) draws each page in one synchronous pass: it
// cannot wait for a chunk, so it takes every Kazakh message at once. The
// browser never runs this branch and loads the chunks on demand.
if ((globalThis as { __REDWOOD__PRERENDERING?: boolean }).__REDWOOD__PRERENDERING) {
  acceptMessages('kk', everyKazakhMessage())
  for (const area of Object.keys(KAZAKH_AREAS) as MessageArea[]) kazakhAreas.add(area)
}

/** Loads a Kazakh area's chunk once; resolves when its messages can be said. */
const loadKazakhArea = (area: MessageArea): Promise<void> => {
  if (kazakhAreas.has(area)) return Promise.resolve()
  let loading = areaLoads.get(area)
  if (!loading) {
    loading = KAZAKH_AREAS[area]().then(
      ({ messages }) => {
        instances.kk.load('kk', messages)
        kazakhAreas.add(area)
      },
      (error) => {
        areaLoads.delete(area)
        throw error
      }
    )
    areaLoads.set(area, loading)
  }
  return loading
}

/**
 * An area's components have arrived (its side module says so when loaded):
 * on a Kazakh page its messages are fetched at once, and a later switch to
 * Kazakh fetches them with the frame.
 */
export const needArea = (area: MessageArea) => {
  needed.add(area)
  if (loaded.has('kk')) void loadKazakhArea(area).catch(() => {})
}

/** Whether `area` can be said in `locale` now. */
export const isAreaLoaded = (locale: Locale, area: MessageArea) =>
  locale === 'ru' || kazakhAreas.has(area)

/** The pending load of a Kazakh area: a component waiting for it suspends on this. */
export const kazakhAreaLoad = (area: MessageArea) => loadKazakhArea(area)

let kkLoading: Promise<void> | null = null

/**
 * The areas a page at `path` (its Russian address) most likely says: the
 * first load of a Kazakh page fetches them beside the frame, so it waits for
 * one round of requests, not two. A wrong guess costs a small chunk or one
 * wait (`useAreaT`), never a wrong word.
 */
export const likelyAreasOf = (path: string): MessageArea[] => {
  if (path === '/') return ['home']
  if (/^\/about[/-]/.test(path)) return ['about']
  if (/^\/(catalog|precatalog|compare)(\/|$)/.test(path)) return ['catalogue', 'notFound']
  return ['pages', 'shared']
}

/**
 * Loads a language's frame and the areas already needed on this page, and
 * `likely` ones (Russian is always there); resolves once pages can be drawn
 * in it.
 */
export const loadCatalog = (locale: Locale, likely: MessageArea[] = []): Promise<void> => {
  if (locale === 'ru') return Promise.resolve()
  kkLoading ??= import('src/locales/compiled/kk').then(
    ({ messages }) => acceptMessages('kk', messages),
    (error) => {
      kkLoading = null
      throw error
    }
  )
  const areas = new Set([...needed, ...likely])
  return Promise.all([kkLoading, ...[...areas].map(loadKazakhArea)]).then(() => undefined)
}
