import type { Messages } from '@lingui/core'

declare const require: (id: string) => { messages: Messages }

/**
 * Every Kazakh message, read synchronously: only the prerender (Node, Babel)
 * calls this. It lives apart from ./catalogs.ts because Babel's transform of
 * that file's dynamic imports renames a `require` declared beside them, and
 * one literal call per chunk lets the module resolver map each path.
 */
export const everyKazakhMessage = (): Messages => ({
  ...require('src/locales/compiled/kk').messages,
  ...require('src/locales/compiled/kk.catalogue').messages,
  ...require('src/locales/compiled/kk.pages').messages,
  ...require('src/locales/compiled/kk.home').messages,
  ...require('src/locales/compiled/kk.about').messages,
  ...require('src/locales/compiled/kk.notFound').messages,
  ...require('src/locales/compiled/kk.shared').messages,
})
