// The shop's own catalogue (the relevance set's): the index must answer as the SQL over it.
export { standard } from 'src/services/search/relevance.scenarios'
