// The dealer price type's catalogue: the services' and the REST adapter's tests share it.
export { standard } from 'src/services/products/priceView.scenarios'
export type { StandardScenario } from 'src/services/products/priceView.scenarios'
