/**
 * The one rule for link targets that come from outside the code (editors'
 * Markdown, carousel slides, `?redirectTo=` after login): what the browser
 * would really open is decided by resolving the target with `URL` against
 * the site's origin, never by looking at how the text starts. Browsers strip
 * tabs and newlines from addresses and read `\` as `/`, so `/\evil.example`
 * and `/<TAB>/evil.example` lead to another site although they start with
 * one slash: targets with control characters or backslashes are refused.
 * Pure; the web's RichText, HeroCarousel and login redirect use it.
 */
export type LinkTarget =
  /** A page of this site: `href` is path + query + fragment. */
  | { kind: 'internal'; href: string }
  /** An http(s) page of another site (open with rel="noopener noreferrer"). */
  | { kind: 'external'; href: string }
  /** mailto: and tel: links editors write in texts. */
  | { kind: 'contact'; href: string }
  /** Anything else (javascript:, data:, `//host`, …): shown as text, never a link. */
  | { kind: 'refused' }

/** Resolves relative targets when the site's origin is unknown (prerendering). */
const PLACEHOLDER_ORIGIN = 'https://site.invalid'

// eslint-disable-next-line no-control-regex
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/
const SCHEME = /^[a-z][a-z\d+.-]*:/i
const CONTACT = /^(mailto|tel):[^/]/i

const REFUSED: LinkTarget = { kind: 'refused' }

const originOf = (value: string): string | null => {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * Classifies `target` for a page on `origin` (e.g. `https://akvatoria.kz`;
 * '' or omitted when unknown: then only paths count as internal).
 */
export function classifyLink(target: unknown, origin = ''): LinkTarget {
  if (typeof target !== 'string') return REFUSED
  const text = target.trim()
  if (!text || CONTROL_OR_BACKSLASH.test(text)) return REFUSED
  if (CONTACT.test(text)) return { kind: 'contact', href: text }

  const isPath = text.startsWith('/') && !text.startsWith('//')
  if (!isPath && !SCHEME.test(text)) return REFUSED // `//host`, `evil.example`, `page.html`

  const site = originOf(origin) ?? PLACEHOLDER_ORIGIN
  let url: URL
  try {
    url = new URL(text, site)
  } catch {
    return REFUSED
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return REFUSED
  if (url.username || url.password) return REFUSED // `https://shop@evil.example` misleads readers
  if (url.origin === site)
    return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` }
  // A path always resolves on the site; an absolute address to another host is external.
  return isPath ? REFUSED : { kind: 'external', href: url.href }
}

/** The same-site path of `target`, or null when it would leave the site. */
export function internalPath(target: unknown, origin = ''): string | null {
  const link = classifyLink(target, origin)
  return link.kind === 'internal' ? link.href : null
}
