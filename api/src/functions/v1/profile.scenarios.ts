// The accounts service's scenario: the REST adapter answers from the same services.
export { PASSWORD, standard } from 'src/services/accounts/profile.scenarios'
