// The catalogue editors' shop (a pump in stock, brand Grundfos, one user of each role).
export { standard } from 'src/services/adminCatalog/adminCatalog.scenarios'
export type { StandardScenario } from 'src/services/adminCatalog/adminCatalog.scenarios'
