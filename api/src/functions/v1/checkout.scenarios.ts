// The checkout service's own scenario: REST answers from the same service.
export { standard } from 'src/services/orders/checkout.scenarios'
export type { StandardScenario } from 'src/services/orders/checkout.scenarios'
