// The export serves the list of the back office's order service: the same orders.
export { standard } from 'src/services/adminOrders/adminOrders.scenarios'
export type { StandardScenario } from 'src/services/adminOrders/adminOrders.scenarios'
