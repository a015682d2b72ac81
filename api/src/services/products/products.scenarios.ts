// The catalogue the REST adapter tests use: the services answer both edges.
export { standard } from 'src/functions/v1/products.scenarios'
export type { StandardScenario } from 'src/functions/v1/products.scenarios'
