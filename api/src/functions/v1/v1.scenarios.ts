// The REST adapter answers from the same services, so it runs on their data.
export { standard } from 'src/services/categories/categories.scenarios'
