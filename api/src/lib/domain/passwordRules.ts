import { dictionary as commonDictionary } from '@zxcvbn-ts/language-common'

import { KNOWN_DEMO_PASSWORDS } from './demoPasswordList'
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './passwordMessages'

/**
 * The shop's rule for a new password (registration, recovery, change, staff
 * accounts): one pure function, `passwordProblems`, that the account input
 * schemas (domain/passwordInput) refine with, so the api and the web forms
 * refuse the same passwords with the same Russian messages. Pure and free of
 * the database; the web imports it too (`@domain/passwordRules`).
 */

export { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './passwordMessages'

/**
 * The shop's own additions to the published list: Russian words and
 * keyboard runs, and the shop's name (compared case-insensitively).
 */
const SHOP_COMMON_PASSWORDS = ['йцукенгш', 'йцукенгшщз', 'пароль123', 'akvatoria', 'акватория']

const fold = (password: string) => password.normalize('NFC').toLowerCase()

let commonPasswords: Set<string> | null = null

/**
 * zxcvbn-ts's common password list (`@zxcvbn-ts/language-common`, about
 * 49 000 passwords ranked by frequency from public leaks; ASVS 6.2.4 asks
 * for at least the 3 000 most common; about 18 000 of them are long enough
 * to be allowed otherwise), plus the shop's own. Shorter entries serve the
 * "said twice" rule (`monkeymonkey`). Built once, on first use (~30 ms).
 */
function commonPasswordSet(): Set<string> {
  if (!commonPasswords) {
    commonPasswords = new Set(
      [...commonDictionary['passwords-common'], ...SHOP_COMMON_PASSWORDS].map(fold)
    )
  }
  return commonPasswords
}

/** Size of the deny-list in use (for tests and the docs). */
export const commonPasswordCount = () => commonPasswordSet().size

/** The Russian keyboard layout mapped to the Latin keys it sits on (ЙЦУКЕН → QWERTY). */
const RU_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбю.ё'
const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,./`"
const RU_TO_LATIN = new Map([...RU_KEYS].map((key, index) => [key, LATIN_KEYS[index]]))

/** What a password typed with the Russian layout on would have been in the Latin one (`зфыыцщкв` → `password`). */
const onLatinKeys = (lower: string) =>
  /[а-яё]/.test(lower) ? [...lower].map((c) => RU_TO_LATIN.get(c) ?? c).join('') : lower

function isCommon(lower: string): boolean {
  const set = commonPasswordSet()
  return set.has(lower) || set.has(onLatinKeys(lower))
}

/** Alphabets, digits and keyboard rows and columns: a password read along one of them is no secret. */
const RUNS = [
  '01234567890',
  'abcdefghijklmnopqrstuvwxyz',
  'абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
  "qwertyuiop[]asdfghjkl;'zxcvbnm,./",
  'йцукенгшщзхъфывапролджэячсмитьбю.',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik,9ol.0p;/',
  'qazwsxedcrfvtgbyhnujmikolp',
  'йфяцычувскамепинртгоьшлбщдюзжэхъ',
  '!@#$%^&*()_+',
].flatMap((run) => [run, [...run].reverse().join('')])

const isRun = (lower: string) => RUNS.some((run) => run.includes(lower))

/**
 * One character or a short group over and over (`aaaaaaaa`, `12121212`,
 * `abcabcab`), a run along the alphabet or the keyboard (`qwertyui`,
 * `87654321`, `фывапрол`), two runs end to end (`qwe12345`), or a run or
 * a common password said twice (`qwertyqwerty`).
 */
function isTrivial(lower: string): boolean {
  if (isRun(lower)) return true
  const chars = [...lower]
  // Two runs end to end (`qwe12345`, `asdf4321`).
  for (let cut = 3; cut <= chars.length - 3; cut++) {
    if (isRun(chars.slice(0, cut).join('')) && isRun(chars.slice(cut).join(''))) return true
  }
  for (let unit = 1; unit <= chars.length / 2; unit++) {
    if (!chars.every((c, i) => c === chars[i % unit])) continue
    const part = chars.slice(0, unit).join('')
    if (unit <= 4 || isRun(part) || isCommon(part)) return true
  }
  return false
}

const DEMO_PASSWORDS_LOWER = new Set(KNOWN_DEMO_PASSWORDS.map(fold))

/**
 * What is wrong with a new password (registration, reset, change): all
 * messages that apply, empty when it may be used. Lengths count characters
 * (code points), not bytes.
 */
export function passwordProblems(password: string, context: { email?: string } = {}): string[] {
  const problems: string[] = []
  const normalized = password.normalize('NFC')
  const length = [...normalized].length
  const lower = fold(password)

  if (length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort)
  if (length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_MESSAGES.tooLong)
  if (/^\d+$/.test(normalized)) problems.push(PASSWORD_MESSAGES.onlyDigits)

  const email = context.email?.trim().toLowerCase() ?? ''
  const local = email.split('@')[0]
  // A local part of one or two letters would forbid half the dictionary.
  if (
    local &&
    (lower === local || lower.includes(email) || (local.length >= 3 && lower.includes(local)))
  ) {
    problems.push(PASSWORD_MESSAGES.containsEmail)
  }

  // The demo data's password is published (lib/demoData.ts): no real account may take it.
  if (DEMO_PASSWORDS_LOWER.has(lower)) {
    problems.push(PASSWORD_MESSAGES.tooCommon)
  } else if (length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH) {
    // One message of the two: a listed password is usually also a pattern.
    if (isCommon(lower)) problems.push(PASSWORD_MESSAGES.tooCommon)
    else if (isTrivial(lower)) problems.push(PASSWORD_MESSAGES.trivial)
  }
  return problems
}
