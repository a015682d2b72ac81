// The service's own scenario: REST answers from the same services.
export { standard } from 'src/modules/payments/payments.scenarios'
export type { StandardScenario } from 'src/modules/payments/payments.scenarios'
