import type { Messages } from '@lingui/core'

import type { MessageArea } from './catalogs'
import type { Locale } from './locales'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
declare const require: (id: string) => any

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

let manifest: Record<string, { file: string }> | undefined

/**
 * The addresses of a language's frame and `areas` chunks in this build
 * (its client-build-manifest.json): the prerender lists them in the page's
 * head as modulepreload links, so the browser fetches them beside the first
 * bundle instead of after running it (entry.client.tsx waits for them).
 */
export const messageChunksOf = (locale: Locale, areas: MessageArea[]): string[] => {
  if (!manifest) {
    const fs = require('node:fs')
    const path = require('node:path')
    const dist = require('@redwoodjs/project-config').getPaths().web.dist
    manifest = JSON.parse(
      fs.readFileSync(path.join(dist, 'client-build-manifest.json'), 'utf8')
    ) as Record<string, { file: string }>
  }
  const chunks = [locale, ...areas.map((area) => `${locale}.${area}`)]
  return chunks.flatMap((name) => {
    const file = manifest![`locales/compiled/${name}.ts`]?.file
    return file ? [`/${file}`] : []
  })
}
