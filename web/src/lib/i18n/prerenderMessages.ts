import type { Messages } from '@lingui/core'

import type { Locale } from './locales'

declare const require: (id: string) => { messages: Messages }

/**
 * Every message of a language, read synchronously: only the prerender (Node,
 * Babel) and Jest call this. It lives apart from ./catalogs.ts because
 * Babel's transform of that file's dynamic imports renames a `require`
 * declared beside them, and one literal call per chunk lets the module
 * resolver map each path.
 */
export const everyMessage = (locale: Locale): Messages =>
  locale === 'ru'
    ? {
        ...require('src/locales/compiled/ru').messages,
        ...require('src/locales/compiled/ru.catalogue').messages,
        ...require('src/locales/compiled/ru.pages').messages,
        ...require('src/locales/compiled/ru.home').messages,
        ...require('src/locales/compiled/ru.about').messages,
        ...require('src/locales/compiled/ru.notFound').messages,
      }
    : {
        ...require('src/locales/compiled/kk').messages,
        ...require('src/locales/compiled/kk.catalogue').messages,
        ...require('src/locales/compiled/kk.pages').messages,
        ...require('src/locales/compiled/kk.home').messages,
        ...require('src/locales/compiled/kk.about').messages,
        ...require('src/locales/compiled/kk.notFound').messages,
        ...require('src/locales/compiled/kk.shared').messages,
      }
