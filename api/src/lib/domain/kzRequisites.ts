/**
 * Kazakhstan's bank and tax requisites as an invoice carries them: БИН/ИИН,
 * IBAN, БИК and КБе. Each rule answers the Russian reason a value is wrong,
 * or null when it is right, so that the customer's form, the API and the
 * check of the shop's own requisites (env) say the same words. Pure.
 */

/** A БИН (organisation) or ИИН (person): 12 digits, the last a check digit. */
export const BIN_LENGTH = 12
export const BIN_MESSAGES = {
  format: 'БИН/ИИН состоит из 12 цифр.',
  checkDigit: 'Неверный БИН/ИИН: не сходится контрольная цифра. Проверьте цифры.',
} as const

const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]

const weightedMod11 = (digits: number[], weights: number[]) =>
  digits.reduce((sum, digit, index) => sum + digit * weights[index], 0) % 11

/**
 * The check digit of a БИН/ИИН's first 11 digits (the Kazakhstan rule:
 * weights 1…11 mod 11; a result of 10 is retried with weights 3…11, 1, 2),
 * or null when the retry gives 10 again: no valid number starts so.
 */
export function binCheckDigit(first11: string): number | null {
  if (!/^\d{11}$/.test(first11)) return null
  const digits = [...first11].map(Number)
  const first = weightedMod11(digits, FIRST_WEIGHTS)
  if (first !== 10) return first
  const second = weightedMod11(digits, SECOND_WEIGHTS)
  return second === 10 ? null : second
}

/** Spaces people type between groups of digits go; nothing else is forgiven. */
export const normalizeBin = (value: string) => value.replace(/[\s\u00a0]/g, '')

/** null when `value` (normalised) is a valid БИН/ИИН; otherwise why not. */
export function binProblem(value: string): string | null {
  if (!/^\d{12}$/.test(value)) return BIN_MESSAGES.format
  const check = binCheckDigit(value.slice(0, 11))
  return check !== null && check === Number(value[11]) ? null : BIN_MESSAGES.checkDigit
}

/** A Kazakhstan IBAN: KZ, 2 check digits, 3 digits of the bank, 13 of the account. */
export const KZ_IBAN_LENGTH = 20
export const IBAN_MESSAGES = {
  format: 'IBAN казахстанского счёта: KZ и 18 цифр и латинских букв (всего 20 знаков).',
  checkDigits: 'Неверный IBAN: не сходятся контрольные цифры. Проверьте номер счёта.',
} as const

/** Without spaces, in capitals: how IBANs are compared and stored. */
export const normalizeIban = (value: string) => value.replace(/[\s\u00a0]/g, '').toUpperCase()

/**
 * ISO 13616 mod-97: the first four characters moved to the end, letters as
 * 10…35, the number mod 97 must be 1. Computed piecewise, no big integers.
 */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  let remainder = 0
  for (const character of rearranged) {
    const code = character.charCodeAt(0)
    const value = code >= 65 ? String(code - 55) : character
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder
}

/** null when `value` (normalised) is a valid KZ IBAN; otherwise why not. */
export function kzIbanProblem(value: string): string | null {
  if (!/^KZ\d{2}[0-9A-Z]{16}$/.test(value)) return IBAN_MESSAGES.format
  return ibanMod97(value) === 1 ? null : IBAN_MESSAGES.checkDigits
}

/**
 * A Kazakhstan bank's БИК is its SWIFT code: 4 letters of the bank, KZ, 2
 * letters or digits of the place, optionally 3 of the branch.
 */
export const BIK_MESSAGE =
  'БИК банка Казахстана: 8 или 11 латинских букв и цифр, 5–6-й знаки KZ (например, HSBKKZKX).'

export const normalizeBik = (value: string) => value.replace(/[\s\u00a0]/g, '').toUpperCase()

export const bikProblem = (value: string): string | null =>
  /^[A-Z]{4}KZ[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value) ? null : BIK_MESSAGE

/**
 * КБе (код бенефициара): residency (1 resident, 2 non-resident) and the
 * sector of the economy (1–9), e.g. 17 for a resident private company.
 */
export const KBE_MESSAGE =
  'КБе — две цифры: 1 (резидент) или 2 (нерезидент) и сектор экономики от 1 до 9, например 17.'

export const kbeProblem = (value: string): string | null =>
  /^[12][1-9]$/.test(value) ? null : KBE_MESSAGE
