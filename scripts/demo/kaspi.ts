/**
 * The demo's Kaspi.kz price list settings (issue 34 §1): an example merchant
 * id and the company as the shop's requisites name it; the shops' points of
 * sale (PP1, PP2) are in ./content SHOPS. Every active, priced product in
 * stock is listed.
 */
export const DEMO_KASPI_SETTINGS = {
  merchantId: '30000001',
  company: process.env.SHOP_LEGAL_NAME || 'ТОО «Акватория»',
  listing: 'all' as const,
}
