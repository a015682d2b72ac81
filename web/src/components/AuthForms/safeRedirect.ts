import { internalPath } from '@domain/safeLink'

import { PATHS } from 'src/lib/links'
import { siteOrigin } from 'src/lib/siteOrigin'

/**
 * Where to go after login: the same-site page from `redirectTo` (Redwood's
 * private routes add it), resolved as the browser would (domain/safeLink),
 * so '//evil', '/\evil' and '/<TAB>/evil' never lead to another site.
 */
export function afterLoginPath(search: string): string {
  const target = new URLSearchParams(search).get('redirectTo')
  return internalPath(target, siteOrigin()) ?? PATHS.personalAccount
}
