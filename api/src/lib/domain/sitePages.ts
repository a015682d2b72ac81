/**
 * The editors' pages the storefront links to, each a content block by key,
 * with the title a page shows before its editor has written it. A new shop
 * starts with no content (docs/deploy.md «First install»): such a page still
 * exists, says it is not filled yet, and the production build prerenders it,
 * instead of failing on «Раздел не найден» (issue 28 §5). Pure; the web reads
 * the keys (`@domain/sitePages`).
 */
export const STANDARD_PAGE_TITLES = {
  about: 'Об Акватории',
  service: 'Сервис',
  delivery: 'Доставка и оплата',
  policy: 'Политика обработки персональных данных',
  wholesaler: 'Оптовикам',
  contacts: 'Контакты',
} as const

export type StandardPageKey = keyof typeof STANDARD_PAGE_TITLES

export const isStandardPageKey = (key: string): key is StandardPageKey =>
  Object.prototype.hasOwnProperty.call(STANDARD_PAGE_TITLES, key)

/** A block of this key nobody has written yet: its standard title, no text, no facts. */
export interface UnwrittenPage {
  key: StandardPageKey
  title: string
  body: ''
  data: null
  validUntil: null
}

/** The page as it reads before an editor writes it; null for a key the storefront does not link to. */
export function unwrittenPage(key: string): UnwrittenPage | null {
  if (!isStandardPageKey(key)) return null
  return { key, title: STANDARD_PAGE_TITLES[key], body: '', data: null, validUntil: null }
}
