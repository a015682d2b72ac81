// The service's own scenario: REST answers from the same services.
export { standard } from 'src/services/companyDetails/companyDetails.scenarios'
