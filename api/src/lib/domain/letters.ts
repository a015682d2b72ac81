/**
 * Letters the shop sends about accounts, in Russian (an order's letters:
 * modules/orders/rules/orderLetters; its money's: modules/payments/rules/paymentLetters). Pure: the outbox stores
 * what these return, and the mail worker sends it.
 */
export interface Letter {
  to: string
  subject: string
  text: string
}

/** The shop's address in letters: SITE_URL as for search engines (PUBLIC_URL is its older name). */
export const publicUrl = (env: NodeJS.ProcessEnv = process.env) =>
  (env.SITE_URL || env.PUBLIC_URL || 'http://localhost:8910').replace(/\/+$/, '')

export const SIGNATURE =
  '\n\n— Акватория\nЭто письмо отправлено автоматически, отвечать на него не нужно.'

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

export function confirmEmailLetter(to: string, token: string, base = publicUrl()): Letter {
  const link = tokenLink(base, '/email-confirm', token)
  return {
    to,
    subject: 'Подтвердите e-mail для входа в Акваторию',
    text:
      `Здравствуйте!\n\nЧтобы завершить регистрацию, откройте ссылку:\n${link}\n\n` +
      `Ссылка действует 48 часов. Если вы не регистрировались, просто удалите это письмо.` +
      SIGNATURE,
  }
}

export function alreadyRegisteredLetter(to: string, base = publicUrl()): Letter {
  return {
    to,
    subject: 'Вы уже зарегистрированы в Акватории',
    text:
      `Здравствуйте!\n\nКто-то (возможно, вы) пытался зарегистрироваться с этим адресом, ` +
      `но учётная запись уже есть. Войти: ${base}/login\n` +
      `Забыли пароль? Восстановить: ${base}/recovery` +
      SIGNATURE,
  }
}

export function passwordResetLetter(to: string, token: string, base = publicUrl()): Letter {
  const link = tokenLink(base, '/new-password', token)
  return {
    to,
    subject: 'Восстановление пароля в Акватории',
    text:
      `Здравствуйте!\n\nЧтобы задать новый пароль, откройте ссылку:\n${link}\n\n` +
      `Ссылка действует 1 час и только один раз. Если вы не просили восстановить пароль, ` +
      `ничего не делайте: пароль останется прежним.` +
      SIGNATURE,
  }
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
