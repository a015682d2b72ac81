// The company details service's own scenario, through the GraphQL function.
export { standard } from 'src/services/companyDetails/companyDetails.scenarios'
