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
