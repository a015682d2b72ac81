/**
 * The public origin of the shop for canonical links, Open Graph and JSON-LD:
 * SITE_URL when the build was given one (prerendered pages carry it), else the
 * origin the browser is on; '' while prerendering without SITE_URL (a page
 * then gets its absolute links once it runs in the browser).
 */
export function siteOrigin(): string {
  const configured = process.env.SITE_URL?.trim().replace(/\/+$/, '')
  if (configured) return configured
  const prerendering = (globalThis as { __REDWOOD__PRERENDERING?: boolean }).__REDWOOD__PRERENDERING
  if (prerendering || typeof window === 'undefined') return ''
  return window.location.origin
}
