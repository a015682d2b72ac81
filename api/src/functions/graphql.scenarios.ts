export { standard } from './v1/auth.scenarios'
