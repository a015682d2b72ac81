import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'

import { useLocation } from '@redwoodjs/router'
import { Head } from '@redwoodjs/web'

import {
  areaLoad,
  instances,
  isAreaLoaded,
  isCatalogLoaded,
  loadCatalog,
  likelyAreasOf,
  loadedLocale,
  type MessageArea,
} from './catalogs'
import {
  DEFAULT_LOCALE,
  KAZAKH_SITE_TITLE,
  localeOfPath,
  unlocalizedPath,
  type Locale,
} from './locales'
import { messageChunksOf } from './prerenderMessages'

const prerendering = () =>
  Boolean((globalThis as { __REDWOOD__PRERENDERING?: boolean }).__REDWOOD__PRERENDERING)

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

/** The language of the page being drawn: its address's (`/kk/…` Kazakh), Russian outside a layout. */
export const useLocale = (): Locale => useContext(LocaleContext)

/**
 * The message of `id` in the page's language, with `{placeholders}` filled:
 * `const t = useT(); t('header.catalog')`. Every id is in both catalogues
 * (web/config/i18nCatalogs.test.mjs).
 */
export const useT = () => {
  const i18n = instances[useLocale()]
  return (id: string, values?: Record<string, unknown>) => i18n._(id, values)
}

/**
 * `useT` for a component of a message area (./catalogueSide.ts and its
 * siblings): on a page whose language's chunk of the area has not arrived
 * yet the component waits for it (Suspense), so it is never drawn with an id
 * or in the other language. Its side module asked for the chunk when it was
 * loaded, so the wait is the rest of one small request, if any.
 */
export const useAreaT = (area: MessageArea) => {
  const locale = useLocale()
  if (!isAreaLoaded(locale, area)) throw areaLoad(locale, area)
  return useT()
}

/** Draws `children` in `locale` outside a layout (the web server's price patch of a prerendered page). */
export const InLocale = ({ locale, children }: { locale: Locale; children?: ReactNode }) => (
  <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
)

/**
 * The shop's language for everything inside a public layout, taken from the
 * address; `<html lang>` follows it. An address whose language's catalogue
 * has not arrived yet (the browser's back button across languages) is drawn
 * in the language already here for the moment it takes; the first load and
 * the switcher load the catalogue before drawing (entry.client.tsx,
 * LanguageSwitcher).
 */
export const LocaleProvider = ({ children }: { children?: ReactNode }) => {
  const { pathname } = useLocation()
  const wanted = localeOfPath(pathname)
  const [, setLoaded] = useState(0)
  const ready = isCatalogLoaded(wanted)
  useEffect(() => {
    if (!ready) void loadCatalog(wanted).then(() => setLoaded((n) => n + 1))
  }, [ready, wanted])
  const locale = ready ? wanted : loadedLocale(DEFAULT_LOCALE)
  return (
    <LocaleContext.Provider value={locale}>
      <Head
        {...(locale === 'kk'
          ? { titleTemplate: `%s | ${KAZAKH_SITE_TITLE}`, defaultTitle: KAZAKH_SITE_TITLE }
          : {})}
      >
        <html lang={locale} />
        {/* A prerendered page names the message chunks its first load waits
            for (entry.client.tsx), so they come beside the first bundle. */}
        {prerendering()
          ? messageChunksOf(locale, likelyAreasOf(unlocalizedPath(pathname))).map((href) => (
              <link key={href} rel="modulepreload" href={href} />
            ))
          : null}
      </Head>
      {children}
    </LocaleContext.Provider>
  )
}
