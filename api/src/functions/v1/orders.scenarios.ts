// The service's own scenario: REST answers from the same services.
export { standard } from 'src/services/orders/orders.scenarios'
export type { StandardScenario } from 'src/services/orders/orders.scenarios'
