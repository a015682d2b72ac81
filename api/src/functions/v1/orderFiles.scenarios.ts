// The order files service's scenario: goods with and without stock, two customers' drafts.
export { standard } from 'src/services/orderFiles/orderFiles.scenarios'
export type { StandardScenario } from 'src/services/orderFiles/orderFiles.scenarios'
