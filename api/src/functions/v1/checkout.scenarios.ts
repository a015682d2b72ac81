// The checkout service's own scenario: REST answers from the same service.
export { standard } from 'src/modules/orders/workflow/checkout.scenarios'
export type { StandardScenario } from 'src/modules/orders/workflow/checkout.scenarios'
