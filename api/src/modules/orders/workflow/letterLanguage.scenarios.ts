/** The account checkout's scenario (two shops, goods, payment types, Aigerim's cart). */
export { standard, type StandardScenario } from './checkout.scenarios'
