import { useLocation } from '@redwoodjs/router'

import { localeOfPath, type Locale } from './locales'

/**
 * The language of the page by its address, whether or not its catalogue has
 * arrived yet: what a form sends as `locale`, so the api writes the buyer's
 * letters in the language of the page they used (`/kk/…` Kazakh).
 */
export const usePageLocale = (): Locale => localeOfPath(useLocation().pathname)
