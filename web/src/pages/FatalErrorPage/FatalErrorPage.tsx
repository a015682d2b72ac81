// Shown when rendering fails irrecoverably (SPEC §2 "Error page").
// In development Redwood shows its own developer overlay instead.
import { localeOfPath, localePath, type Locale } from '@domain/sitePaths'

import { DevFatalErrorPage } from '@redwoodjs/web/dist/components/DevFatalErrorPage'

import { buttonVariants } from 'src/components/ui/buttonVariants'

/**
 * The page's few words in both languages, here and not in the message
 * catalogues (issue 33): it is drawn above every provider, in place of a page
 * that crashed — perhaps before the Kazakh catalogue arrived, or because of
 * it — so it needs nothing loaded. The guard test
 * (web/config/translatedFiles.test.mjs) reads JSX only and lets this table be.
 */
const WORDS: Record<Locale, { title: string; home: string }> = {
  ru: { title: 'Непредвиденная ошибка', home: 'Вернуться на главную' },
  kk: { title: 'Күтпеген қате', home: 'Басты бетке оралу' },
}

/** The language of the address the shopper is on (the error page knows no router). */
const currentLocale = (): Locale =>
  typeof window === 'undefined' ? 'ru' : localeOfPath(window.location.pathname)

/**
 * SPEC §2: image, 'Непредвиденная ошибка', 'Вернуться на главную' (a full
 * reload to /); on a Kazakh page «Күтпеген қате» and the Kazakh home /kk.
 */
export const ErrorPage = () => {
  const locale = currentLocale()
  const words = WORDS[locale]
  return (
    <main className="status-page" lang={locale}>
      <svg
        width={96}
        height={96}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 3 2 20h20L12 3Z" />
        <path d="M12 10v4M12 17h.01" />
      </svg>
      <h1 className="status-page__title">{words.title}</h1>
      <a className={buttonVariants()} href={localePath('/', locale)}>
        {words.home}
      </a>
    </main>
  )
}

export default DevFatalErrorPage || ErrorPage
