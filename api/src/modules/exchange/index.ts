/**
 * The 1C exchange's orders side (issue 32 §3–4): orders out (`type=sale`
 * `mode=query` / `success`), 1C's posted documents back, and `mode=info`.
 * The HTTP endpoint (`/api/1c/exchange`) calls these; its pure rules
 * (./rules: the CommerceML writer, 1C's document reader) are public too.
 */
import { db } from 'src/lib/db'

import { infoDocument } from './rules/infoDocument'
import { encodeXml, renderXml, xmlContentType, type ExchangeEncoding } from './rules/xml'

export { applyStatusDocument, type StatusApplication } from './workflow/applyStatuses'
export { commitOrdersExport, exportOrdersFor1C, type OrdersExport } from './workflow/exportOrders'
export { StatusDocumentError, DOCTYPE_REFUSED } from './rules/statusDocument'
export type { ExchangeEncoding } from './rules/xml'

/** `mode=info`: statuses, payment types and delivery methods, in the orders' encoding (UTF-8 with BOM by default). */
export async function exchangeInfoDocument(
  opts: { encoding: ExchangeEncoding } = { encoding: 'utf-8' }
): Promise<{ body: Buffer; contentType: string }> {
  const paymentTypes = await db.paymentType.findMany({
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true, kind: true },
  })
  const xml = renderXml(infoDocument({ paymentTypes }), opts.encoding)
  return {
    body: Buffer.from(encodeXml(xml, opts.encoding)),
    contentType: xmlContentType(opts.encoding),
  }
}
