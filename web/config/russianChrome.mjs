/* eslint-env node, es2022 */
// Issue 33, «Done means»: no Russian interface word is left in the Kazakh
// chrome. The interface's Russian words are those of ru.po's texts that no
// Kazakh text uses; e2e/kazakhChrome.spec.ts looks for them in the served
// HTML of every prerendered /kk page kind, outside the elements marked
// lang="ru" (a Russian fallback of goods or content, which is allowed).
import { readCatalog } from './i18nCatalogs.mjs'

/** A word in Cyrillic, Kazakh letters included. */
const WORD = /[а-яёәғқңөұүһі]+/g

/** The Cyrillic words of a text, in lower case, in order. */
export const wordsOf = (text) => text.toLowerCase().match(WORD) ?? []

/** Shorter words are shared or too ambiguous to tell a language by («и», «от», «для»). */
export const MIN_WORD_LENGTH = 4

/**
 * Words written alike in both languages that the Kazakh catalogue happens
 * not to use: the shop's own line of control cabinets «Аква-Контроль»,
 * «шкафы» (Kazakh «басқару шкафы», the cabinet of control) and
 * «сертификаты» (Kazakh «ISO 9001:2015 сертификаты», a certificate's title).
 */
export const SHARED_WORDS = ['аква', 'контроль', 'шкафы', 'сертификаты']

/**
 * The interface's Russian words: every word of at least MIN_WORD_LENGTH
 * letters in the Russian catalogue's texts that no text of the Kazakh
 * catalogue uses (the shop's name, cities and brands are in both). Pure on
 * the two catalogues ({ id: text }).
 */
export function russianChromeWords(ru, kk) {
  const kazakh = new Set([...Object.values(kk).flatMap(wordsOf), ...SHARED_WORDS])
  const words = new Set()
  for (const text of Object.values(ru)) {
    for (const word of wordsOf(text)) {
      if (word.length >= MIN_WORD_LENGTH && !kazakh.has(word)) words.add(word)
    }
  }
  return words
}

/** The same, read from web/src/locales. */
export const russianChromeWordsOfCatalogues = () =>
  russianChromeWords(readCatalog('ru'), readCatalog('kk'))

/**
 * The texts of `texts` that carry any of `words`, each with the words found:
 * [{ text, words }], empty when the texts are clean. Pure.
 */
export function russianWordsIn(texts, words) {
  const found = []
  for (const text of texts) {
    const hits = [...new Set(wordsOf(text).filter((word) => words.has(word)))]
    if (hits.length) found.push({ text, words: hits })
  }
  return found
}
