import { BAD_TOKEN, PROFILE_MESSAGES } from './accountInput'
import { EMAIL_MESSAGE, REQUIRED_MESSAGE, tooLongMessage } from './contactFields'
import {
  CHOICE_MESSAGE,
  integerRangeMessage,
  INTEGER_MESSAGE,
  INVALID_CHARACTERS_MESSAGE,
  INVALID_MESSAGE,
  TEXT_TYPE_MESSAGE,
  tooManyMessage,
} from './inputFields'
import {
  INSTALLMENT_UNAVAILABLE_MESSAGE,
  INSTALLMENT_UNPRICED_MESSAGE,
  installmentOutsideMessage,
} from './installment'
import { BIK_MESSAGE, BIN_MESSAGES, IBAN_MESSAGES, KBE_MESSAGE } from './kzRequisites'
import { QUANTITY_MESSAGE, stockMessage } from './orderLineLimits'
import { NO_ITEMS_MESSAGE, TOO_MANY_LINES_MESSAGE } from './orderLines'
import { PASSWORD_MESSAGES } from './passwordMessages'
import { PHONE_INCOMPLETE_MESSAGE } from './phone'

/**
 * Shopper-facing messages of the shared rules with a stable key (issue 33).
 * The rules, the zod schemas and the api keep their Russian text as it is
 * (REST and GraphQL answer byte for byte what they did); a Kazakh page finds
 * the key of a Russian message it was handed (by its own form's schema or
 * by the api) and shows the catalogue's text of `shared.<key>`, falling back
 * to the Russian words for a message no key names. Pure.
 *
 * `ru` is the message as the rule writes it; a message that takes values has
 * `{name}` in their places — written by calling the rule's own function with
 * the placeholders, so the two cannot drift.
 */
export interface SharedMessage {
  key: string
  ru: string
}

/** The text a message function writes with `{name}` where a value goes. */
export const placeholder = (name: string) => `{${name}}` as unknown as number

const PLACEHOLDER = /\{(\w+)\}/

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const patterns = new WeakMap<SharedMessage, { pattern: RegExp; names: string[] }>()

function patternOf(message: SharedMessage) {
  let compiled = patterns.get(message)
  if (!compiled) {
    // split with a group alternates literal text and placeholder names.
    const parts = message.ru.split(PLACEHOLDER)
    const names = parts.filter((_, index) => index % 2 === 1)
    const source = parts
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('')
    compiled = { pattern: new RegExp(`^${source}$`, 's'), names }
    patterns.set(message, compiled)
  }
  return compiled
}

/**
 * Which of `messages` a Russian `text` is, with the values its placeholders
 * took («Убедитесь, что это поле содержит не более 150 символов.» →
 * `tooLong`, `{ max: '150' }`); null for a text no key names.
 */
export function sharedMessageOf(
  text: string,
  messages: readonly SharedMessage[]
): { key: string; values: Record<string, string> } | null {
  for (const message of messages) {
    if (!message.ru.includes('{')) {
      if (message.ru === text) return { key: message.key, values: {} }
      continue
    }
    const { pattern, names } = patternOf(message)
    const match = pattern.exec(text)
    if (match) {
      return {
        key: message.key,
        values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]])),
      }
    }
  }
  return null
}

/** The shared kernel's messages a shopper can meet in the shop's forms and pages. */
export const KERNEL_MESSAGES: readonly SharedMessage[] = [
  { key: 'required', ru: REQUIRED_MESSAGE },
  // The old REST API's cart and favourites wording, with its full stop.
  { key: 'required', ru: `${REQUIRED_MESSAGE}.` },
  { key: 'email', ru: EMAIL_MESSAGE },
  { key: 'phoneIncomplete', ru: PHONE_INCOMPLETE_MESSAGE },
  { key: 'tooLong', ru: tooLongMessage(placeholder('max')) },
  { key: 'invalidCharacters', ru: INVALID_CHARACTERS_MESSAGE },
  { key: 'textType', ru: TEXT_TYPE_MESSAGE },
  { key: 'integer', ru: INTEGER_MESSAGE },
  { key: 'integerRange', ru: integerRangeMessage(placeholder('min'), placeholder('max')) },
  { key: 'tooMany', ru: tooManyMessage(placeholder('max')) },
  { key: 'choice', ru: CHOICE_MESSAGE },
  { key: 'invalid', ru: INVALID_MESSAGE },
  { key: 'installmentUnavailable', ru: INSTALLMENT_UNAVAILABLE_MESSAGE },
  { key: 'installmentUnpriced', ru: INSTALLMENT_UNPRICED_MESSAGE },
  {
    key: 'installmentOutside',
    // The bounds are tenge as installmentRange writes them («6 000», «2 000 000 ₸»).
    ru: installmentOutsideMessage({ min: 1, max: 1 })
      .replace(/от .+? до .+?\./, 'от {min} до {max}.')
      .trim(),
  },
  { key: 'quantity', ru: QUANTITY_MESSAGE },
  { key: 'stock', ru: stockMessage(placeholder('count')) },
  { key: 'noItems', ru: NO_ITEMS_MESSAGE },
  { key: 'tooManyLines', ru: TOO_MANY_LINES_MESSAGE },
  { key: 'badToken', ru: BAD_TOKEN },
  { key: 'notString', ru: PROFILE_MESSAGES.notString },
  { key: 'readOnly', ru: PROFILE_MESSAGES.readOnly },
  { key: 'notObject', ru: PROFILE_MESSAGES.notObject },
  { key: 'wrongCurrentPassword', ru: PROFILE_MESSAGES.wrongCurrentPassword },
  { key: 'passwordChanged', ru: PROFILE_MESSAGES.passwordChanged },
  { key: 'passwordTooShort', ru: PASSWORD_MESSAGES.tooShort },
  { key: 'passwordTooLong', ru: PASSWORD_MESSAGES.tooLong },
  { key: 'passwordOnlyDigits', ru: PASSWORD_MESSAGES.onlyDigits },
  { key: 'passwordContainsEmail', ru: PASSWORD_MESSAGES.containsEmail },
  { key: 'passwordTooCommon', ru: PASSWORD_MESSAGES.tooCommon },
  { key: 'passwordTrivial', ru: PASSWORD_MESSAGES.trivial },
  { key: 'binFormat', ru: BIN_MESSAGES.format },
  { key: 'binCheckDigit', ru: BIN_MESSAGES.checkDigit },
  { key: 'ibanFormat', ru: IBAN_MESSAGES.format },
  { key: 'ibanCheckDigits', ru: IBAN_MESSAGES.checkDigits },
  { key: 'bik', ru: BIK_MESSAGE },
  { key: 'kbe', ru: KBE_MESSAGE },
]
