// Shops, goods, two customers (Aigerim with a server cart): the orders scenario.
export { standard } from 'src/services/orders/orders.scenarios'
export type { StandardScenario } from 'src/services/orders/orders.scenarios'
