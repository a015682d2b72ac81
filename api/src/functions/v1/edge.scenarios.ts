// Users, shops, goods and a draft: every kind of input the edge guards.
export { standard } from 'src/services/orders/orders.scenarios'
export type { StandardScenario } from 'src/services/orders/orders.scenarios'
