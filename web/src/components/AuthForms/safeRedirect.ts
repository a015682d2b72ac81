import { PATHS } from 'src/lib/links'

/**
 * Where to go after login: a same-site path from `redirectTo` (Redwood's
 * private routes add it), never another site ('//evil', 'https://…').
 */
export function afterLoginPath(search: string): string {
  const target = new URLSearchParams(search).get('redirectTo')
  if (target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) {
    return target
  }
  return PATHS.personalAccount
}
