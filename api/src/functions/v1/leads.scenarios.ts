export { standard } from 'src/services/leads/leads.scenarios'
