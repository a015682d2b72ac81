/**
 * The 1C exchange's orders side (issue 32 §3–4): orders out (`type=sale`
 * `mode=query` / `success`), 1C's posted documents back, and `mode=info`.
 * The HTTP endpoint (`/api/1c/exchange`) calls these; its pure rules
 * (./rules: the CommerceML writer, 1C's document reader) are public too.
 */
import { db } from 'src/lib/db'

import { infoDocument } from './rules/infoDocument'
import { encodeXml, renderXml } from './rules/xml'

export { applyStatusDocument, type StatusApplication } from './workflow/applyStatuses'
export { commitOrdersExport, exportOrdersFor1C, type OrdersExport } from './workflow/exportOrders'
export { StatusDocumentError, DOCTYPE_REFUSED } from './rules/statusDocument'
export type { ExchangeEncoding } from './rules/xml'

/** `mode=info`: statuses, payment types and delivery methods, UTF-8 with BOM. */
export async function exchangeInfoDocument(): Promise<Buffer> {
  const paymentTypes = await db.paymentType.findMany({
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true, kind: true },
  })
  const xml = renderXml(infoDocument({ paymentTypes }), 'utf-8')
  return Buffer.from(encodeXml(xml, 'utf-8'))
}
