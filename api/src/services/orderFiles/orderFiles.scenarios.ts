// Shops, goods with and without stock, two customers with drafts: the orders scenario.
export { standard } from 'src/services/orders/orders.scenarios'
export type { StandardScenario } from 'src/services/orders/orders.scenarios'
