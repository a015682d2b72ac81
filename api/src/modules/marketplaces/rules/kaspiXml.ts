/**
 * The Kaspi.kz price list's XML, piece by piece, so the feed can write it as
 * it reads the products (../kaspiFeed) and never holds the whole document.
 * Pure; every text and attribute is escaped.
 */
import type { KaspiOffer } from './kaspiOffer'

/** Text and attribute values: the five XML specials, and no characters XML 1.0 forbids. */
export function escapeXml(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  )
}

/** The list's date attribute: the time of its data in Almaty (UTC+5), «2026-12-02 17:30». */
export function kaspiDate(at: Date): string {
  const local = new Date(at.getTime() + 5 * 60 * 60 * 1000)
  return local.toISOString().slice(0, 16).replace('T', ' ')
}

export function kaspiCatalogHead(settings: { company: string; merchantId: string }, at: Date) {
  return (
    '<?xml version="1.0" encoding="utf-8"?>\n' +
    `<kaspi_catalog date="${escapeXml(kaspiDate(at))}" xmlns="kaspiShopping"` +
    ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"' +
    ' xsi:schemaLocation="kaspiShopping http://kaspi.kz/kaspishopping.xsd">\n' +
    `  <company>${escapeXml(settings.company)}</company>\n` +
    `  <merchantid>${escapeXml(settings.merchantId)}</merchantid>\n` +
    '  <offers>\n'
  )
}

export const KASPI_CATALOG_TAIL = '  </offers>\n</kaspi_catalog>\n'

export function kaspiOfferXml(offer: KaspiOffer): string {
  const availabilities = offer.availabilities
    .map(
      (line) =>
        `        <availability available="${line.available ? 'yes' : 'no'}" storeId="${escapeXml(line.storeId)}" stockCount="${line.stockCount}"/>\n`
    )
    .join('')
  return (
    `    <offer sku="${escapeXml(offer.sku)}">\n` +
    `      <model>${escapeXml(offer.model)}</model>\n` +
    (offer.brand ? `      <brand>${escapeXml(offer.brand)}</brand>\n` : '') +
    `      <availabilities>\n${availabilities}      </availabilities>\n` +
    `      <price>${offer.price}</price>\n` +
    '    </offer>\n'
  )
}
