// The account checkout's shops, goods and payment types: a guest checks out from the same.
export { standard, type StandardScenario } from './checkout.scenarios'
