// The service's own scenario: REST answers from the same service.
export { standard } from 'src/services/invoices/invoices.scenarios'
export type { StandardScenario } from 'src/services/invoices/invoices.scenarios'
