import { KERNEL_MESSAGES, sharedMessageOf } from '@domain/messageKeys'
import { ORDER_MESSAGES } from '@modules/orders/rules/orderMessages'

import { PASSWORDS_DIFFER } from 'src/components/AuthForms/passwordRules'

import { useLocale, useT } from './LocaleProvider'

/**
 * Every shared rule's message the storefront can show, with its key
 * (domain/messageKeys). Kept out of lib/i18n's index: only the pages with
 * forms load it, not the first bundle.
 */
export const SHARED_MESSAGES = [
  ...KERNEL_MESSAGES,
  ...ORDER_MESSAGES,
  // The repeat field is the web form's own (AuthForms/passwordRules).
  { key: 'passwordsDiffer', ru: PASSWORDS_DIFFER },
]

/** The catalogue id of a shared message's key. */
export const sharedMessageId = (key: string) => `shared.${key}`

/**
 * A message of the shared rules — a form's own schema or the api's answer,
 * both Russian — in the page's language: a Kazakh page shows the
 * catalogue's text for its key, each line of a multi-line field message on
 * its own; a message without a key stays as the api wrote it. A Russian page
 * shows it untouched.
 */
export const useSharedMessage = () => {
  const locale = useLocale()
  const t = useT()
  return (text: string): string => {
    if (locale === 'ru') return text
    return text
      .split('\n')
      .map((line) => {
        const found = sharedMessageOf(line, SHARED_MESSAGES)
        return found ? t(sharedMessageId(found.key), found.values) : line
      })
      .join('\n')
  }
}
