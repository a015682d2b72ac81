import type { Locale } from '../locale'

import { KAZAKH_LETTERS } from './kk'
import { RUSSIAN_LETTERS } from './ru'
import type { LetterTexts } from './types'

export type { LetterTexts }

/**
 * The words of the buyer's letters and notifications, one catalogue per
 * language (issue 33). A letter is written once (modules/orders/rules/
 * orderLetters, payments/rules/paymentLetters, stockAlerts/rules/
 * stockAlertLetters, domain/letters): its layout, links and facts are
 * shared, and it asks `lettersIn(locale)` for every word, sum and sentence.
 * Each language's file is one object of this type, so a text missing in
 * one of them, or taking other arguments, does not compile. Sentences are
 * whole functions, not glued fragments: Kazakh puts the words of a sentence
 * in another order. Staff letters stay Russian (the back office is). Pure.
 */
const CATALOGUES: Record<Locale, LetterTexts> = { ru: RUSSIAN_LETTERS, kk: KAZAKH_LETTERS }

/** The words of a letter to someone who reads `locale` (Russian for anything else). */
export const lettersIn = (locale: Locale | null | undefined): LetterTexts =>
  (locale && CATALOGUES[locale]) || RUSSIAN_LETTERS
