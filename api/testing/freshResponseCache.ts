import { forgetCatalogResponses } from 'src/rest/responseCache'

// Each test starts as a freshly started api process: scenarios replace the
// database's rows between tests without the writes that would clear the
// REST answers kept for guests (lib/rest/responseCache).
beforeEach(() => forgetCatalogResponses())
