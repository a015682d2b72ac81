/**
 * Letters the shop sends about accounts, in Russian. Pure: the outbox stores
 * what these return, and the mail worker sends it.
 */
export interface Letter {
  to: string
  subject: string
  text: string
}

export const publicUrl = (env: NodeJS.ProcessEnv = process.env) =>
  (env.PUBLIC_URL || 'http://localhost:8910').replace(/\/+$/, '')

const SIGNATURE = '\n\n— Акватория\nЭто письмо отправлено автоматически, отвечать на него не нужно.'

export function confirmEmailLetter(to: string, token: string, base = publicUrl()): Letter {
  const link = `${base}/email-confirm?token=${encodeURIComponent(token)}`
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
  const link = `${base}/new-password?token=${encodeURIComponent(token)}`
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
