// The dealer price type's catalogue (priceTypes.test.ts has the same), for the kept answers per type.
export { standard } from 'src/modules/pricing/priceView.scenarios'
export type { StandardScenario } from 'src/modules/pricing/priceView.scenarios'
