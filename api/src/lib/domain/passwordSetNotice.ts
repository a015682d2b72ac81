import { isStaff } from './staffRoles'

/**
 * What the account holder reads once a letter's link has set their password
 * (`resetAccountPassword`, `POST /users/password-reset/confirm/`). A staff
 * member — most often one who followed the invitation (issue 30 §4), whose
 * e-mail the link confirms only now — is told the back office is theirs, and
 * the page offers it; a shopper is sent to log in as before. Pure.
 */
export const PASSWORD_CHANGED = 'Пароль изменён. Войдите с новым паролем.'
export const STAFF_INVITATION_ACCEPTED =
  'Пароль задан. Теперь вы можете войти в панель управления магазином с этим e-mail и новым паролем.'
export const STAFF_PASSWORD_CHANGED =
  'Пароль изменён. Войдите с новым паролем, чтобы открыть панель управления магазином.'

export interface PasswordSetNotice {
  detail: string
  /** The account works the shop: the page leads to /admin. */
  backOffice: boolean
}

/** The notice for the account as it was before the link was followed. */
export function passwordSetNotice(account: {
  role: string
  emailConfirmedAt: Date | null
}): PasswordSetNotice {
  if (!isStaff(account.role)) return { detail: PASSWORD_CHANGED, backOffice: false }
  // An invited member has no confirmed e-mail until the invitation's link is used.
  const invited = account.emailConfirmedAt === null
  return { detail: invited ? STAFF_INVITATION_ACCEPTED : STAFF_PASSWORD_CHANGED, backOffice: true }
}
