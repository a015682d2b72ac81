import { classifyLink } from '@domain/safeLink'

import { siteOrigin } from 'src/lib/siteOrigin'

export interface LinkProps {
  href: string
  target?: '_blank'
  rel?: 'noopener noreferrer'
}

/**
 * The attributes of an <a> for a target editors wrote (texts, slides), by
 * the one link rule of domain/safeLink: site pages open in the tab, other
 * sites in a new one without access to ours; null when it must not be a
 * link at all (javascript:, `//host`, `/\host`, …).
 */
export function linkProps(target: string | null | undefined): LinkProps | null {
  const link = classifyLink(target, siteOrigin())
  switch (link.kind) {
    case 'internal':
    case 'contact':
      return { href: link.href }
    case 'external':
      return { href: link.href, target: '_blank', rel: 'noopener noreferrer' }
    case 'refused':
      return null
  }
}
