export { standard } from 'src/functions/v1/auth.scenarios'
