import { lettersIn, type LetterTexts } from './letterTexts'
import { RUSSIAN_LETTERS } from './letterTexts/ru'
import { DEFAULT_LOCALE, localePath, type Locale } from './sitePaths'

/**
 * Letters the shop sends about accounts, in the account's language (the
 * words: domain/letterTexts; an order's letters:
 * modules/orders/rules/orderLetters; its money's: modules/payments/rules/paymentLetters). Pure: the outbox stores
 * what these return, and the mail worker sends it. Staff invitations stay Russian.
 */
export interface Letter {
  to: string
  subject: string
  text: string
}

/** The shop's address in letters: SITE_URL as for search engines (PUBLIC_URL is its older name). */
export const publicUrl = (env: NodeJS.ProcessEnv = process.env) =>
  (env.SITE_URL || env.PUBLIC_URL || 'http://localhost:8910').replace(/\/+$/, '')

/** The Russian signature: staff letters and the Russian catalogue's. */
export const SIGNATURE = RUSSIAN_LETTERS.signature

/**
 * A one-time secret in a letter's link: `?token=…`. Every link with a
 * secret is written by `tokenLink`, so `redactLetter` finds them all.
 */
const TOKEN_PARAM = 'token'
const TOKEN_IN_LINK = new RegExp(`([?&]${TOKEN_PARAM}=)[^\\s&#]+`, 'g')

/** What replaces a link's secret in the outbox once the letter is sent. */
export const REDACTED_TOKEN = 'REDACTED'

export const tokenLink = (base: string, path: string, token: string) =>
  `${base}${path}?${TOKEN_PARAM}=${encodeURIComponent(token)}`

/**
 * The letter as the outbox keeps it after delivery: the secrets of its
 * links replaced (the tokens table keeps only their hashes; the outbox
 * should not keep them in clear either). Other fields stay as they are.
 */
export function redactLetter<T extends Letter>(letter: T): T {
  if (typeof letter.text !== 'string') return letter
  return { ...letter, text: letter.text.replace(TOKEN_IN_LINK, `$1${REDACTED_TOKEN}`) }
}

/** A letter to a buyer: the greeting, the text and the signature in their language. */
export const buyerLetter = (
  texts: LetterTexts,
  to: string,
  subject: string,
  text: string
): Letter => ({
  to,
  subject,
  text: `${texts.greeting}\n\n${text}${texts.signature}`,
})

/** An address of the site in the reader's language (Kazakh pages live under /kk). */
export const siteLink = (base: string, path: string, locale: Locale) =>
  `${base}${localePath(path, locale)}`

export function confirmEmailLetter(
  to: string,
  token: string,
  base = publicUrl(),
  locale: Locale = DEFAULT_LOCALE
): Letter {
  const texts = lettersIn(locale)
  const link = tokenLink(base, localePath('/email-confirm', locale), token)
  return buyerLetter(texts, to, texts.account.confirmSubject, texts.account.confirmText(link))
}

export function alreadyRegisteredLetter(
  to: string,
  base = publicUrl(),
  locale: Locale = DEFAULT_LOCALE
): Letter {
  const texts = lettersIn(locale)
  return buyerLetter(
    texts,
    to,
    texts.account.alreadyRegisteredSubject,
    texts.account.alreadyRegisteredText({
      login: siteLink(base, '/login', locale),
      recovery: siteLink(base, '/recovery', locale),
    })
  )
}

export function passwordResetLetter(
  to: string,
  token: string,
  base = publicUrl(),
  locale: Locale = DEFAULT_LOCALE
): Letter {
  const texts = lettersIn(locale)
  const link = tokenLink(base, localePath('/new-password', locale), token)
  return buyerLetter(
    texts,
    to,
    texts.account.passwordResetSubject,
    texts.account.passwordResetText(link)
  )
}

/**
 * The letter an invited staff member gets (issue 18 «Staff»): the link sets
 * their first password on the recovery page, like a reset link.
 */
export function staffInvitationLetter(
  to: string,
  token: string,
  roleTitle: string,
  base = publicUrl()
): Letter {
  const link = tokenLink(base, '/new-password', token)
  return {
    to,
    subject: 'Приглашение в управление магазином Акватория',
    text:
      `Здравствуйте!\n\nВас пригласили в управление магазином Акватория (роль: ${roleTitle}).\n` +
      `Чтобы задать пароль, откройте ссылку:\n${link}\n\n` +
      `Ссылка действует 72 часа и только один раз. После этого войдите на ${base}/login ` +
      `и откройте ${base}/admin.` +
      SIGNATURE,
  }
}
