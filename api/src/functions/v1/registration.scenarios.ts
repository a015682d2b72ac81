export { standard } from './auth.scenarios'
