// The dealer price type's catalogue: the services' and the REST adapter's tests share it.
export { standard } from 'src/modules/pricing/priceView.scenarios'
export type { StandardScenario } from 'src/modules/pricing/priceView.scenarios'
