import { internalPath } from '@domain/safeLink'
import { isStaff } from '@domain/staffRoles'

import { PATHS } from 'src/lib/links'
import { siteOrigin } from 'src/lib/siteOrigin'

/**
 * Where to go after login: the same-site page from `redirectTo` (Redwood's
 * private routes add it), resolved as the browser would (domain/safeLink),
 * so '//evil', '/\evil' and '/<TAB>/evil' never lead to another site.
 * Otherwise staff start in the back office (issue 30 §4), customers in
 * their account.
 */
export function afterLoginPath(search: string, role?: string | null): string {
  const target = new URLSearchParams(search).get('redirectTo')
  return (
    internalPath(target, siteOrigin()) ?? (isStaff(role) ? PATHS.backOffice : PATHS.personalAccount)
  )
}
