import { sharedMessageOf, type SharedMessage } from '@domain/messageKeys'

import { needArea } from './catalogs'
import { useAreaT, useLocale } from './LocaleProvider'

// Kazakh pages say the rules' messages from the `shared` area's chunk.
needArea('shared')

/** The catalogue id of a shared message's key. */
export const sharedMessageId = (key: string) => `shared.${key}`

/**
 * Messages of the shared rules — a form's own schema or the api's answer,
 * both Russian — in the page's language: a Kazakh page shows the
 * catalogue's text for the key of one of `messages` (each line of a
 * multi-line field message on its own); a message without a key stays as the
 * api wrote it. A Russian page shows it untouched. Most pages take
 * `useSharedMessage()` of ./sharedMessages (every message); the header's
 * cart passes its few, so the first bundle carries no schemas.
 */
export const useMessagesOf = (messages: readonly SharedMessage[]) => {
  const locale = useLocale()
  const t = useAreaT('shared')
  return (text: string): string => {
    if (locale === 'ru') return text
    return text
      .split('\n')
      .map((line) => {
        const found = sharedMessageOf(line, messages)
        return found ? t(sharedMessageId(found.key), found.values) : line
      })
      .join('\n')
  }
}
