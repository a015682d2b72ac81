// The order files service's scenario: two customers, a draft and a placed order of one.
export { standard } from 'src/services/orderFiles/orderFiles.scenarios'
export type { StandardScenario } from 'src/services/orderFiles/orderFiles.scenarios'
