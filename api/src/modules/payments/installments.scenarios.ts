/** The rows of payments.scenarios (Aigerim's placed order of 104 001 ₸, a guest's, a manager …). */
export { standard, type StandardScenario } from './payments.scenarios'
