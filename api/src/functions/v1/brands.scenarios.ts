// Brands, subcategories and home-page sections answer from the brands service's scenario.
export { standard } from 'src/services/brands/brands.scenarios'
