// The shop half written in Kazakh of the REST language tests.
export { standard } from 'src/functions/v1/language.scenarios'
export type { StandardScenario } from 'src/functions/v1/language.scenarios'
