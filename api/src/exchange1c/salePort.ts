import * as ordersExchange from 'src/modules/exchange'

/**
 * The orders side of the exchange (type=sale: orders out, statuses back),
 * built in its own area (api/src/modules/exchange, issue 32 §3–4). The
 * endpoint calls it through this port, so its tests can put a fake in.
 */
export interface SaleExchange {
  /** mode=query: the orders since the last committed export, as CommerceML. */
  exportOrdersFor1C(opts: {
    encoding: 'utf-8' | 'windows-1251'
    schemaVersion?: string
  }): Promise<{ body: Buffer; contentType: string }>
  /** mode=success: commits what the last query sent. */
  commitOrdersExport(): Promise<void>
  /** file + import: 1C's documents with the orders' statuses. */
  applyStatusDocument(
    xml: Buffer,
    actor: { userId: number }
  ): Promise<{ applied: number; remarks: string[] }>
  /** mode=info: the shop's statuses, payment types and delivery methods. */
  exchangeInfoDocument(opts?: {
    encoding: 'utf-8' | 'windows-1251'
  }): Promise<{ body: Buffer; contentType: string }>
}

export const saleExchange: SaleExchange = ordersExchange

/** The orders document's encoding: EXCHANGE_1C_ORDERS_ENCODING=windows-1251, else UTF-8 with BOM. */
export const ordersEncoding = (env: NodeJS.ProcessEnv = process.env) =>
  /^(windows-1251|cp1251)$/i.test(env.EXCHANGE_1C_ORDERS_ENCODING?.trim() ?? '')
    ? ('windows-1251' as const)
    : ('utf-8' as const)
