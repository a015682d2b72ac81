/**
 * Fastify 4 (the line Redwood 8.9 is frozen on) reads a Content-Type with a
 * tab or other control character before its `;` as another type than its
 * validator does (CVE-2026-25223; fixed only in Fastify 5.7.2). No client of
 * the shop sends such a header, so both servers refuse it outright.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

export function isSuspiciousContentType(header: string | string[] | undefined): boolean {
  if (header === undefined) return false
  const values = Array.isArray(header) ? header : [header]
  return values.length > 1 || values.some((value) => CONTROL.test(value))
}
