export { standard } from 'src/services/orders/orders.scenarios'
export type { StandardScenario } from 'src/services/orders/orders.scenarios'
