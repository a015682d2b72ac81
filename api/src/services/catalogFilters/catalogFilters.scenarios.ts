export { standard } from 'src/functions/v1/products.scenarios'
