// The back office catalogue's scenario: sections, shops, products and a user of every role.
export { standard } from 'src/services/adminCatalog/adminCatalog.scenarios'
export type { StandardScenario } from 'src/services/adminCatalog/adminCatalog.scenarios'
