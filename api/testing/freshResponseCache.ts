import { forgetCatalogCachesHere } from 'src/lib/catalogCaches'
import { forgetCatalogResponses } from 'src/rest/responseCache'

// Each test starts as a freshly started api process: scenarios replace the
// database's rows between tests without the writes that would clear what the
// api keeps of the catalogue — the REST answers kept for guests and every
// cache registered in lib/catalogCaches (counts, ranked search lists, names),
// which would otherwise hand a test the ids of the previous test's rows.
beforeEach(() => {
  forgetCatalogResponses()
  forgetCatalogCachesHere()
})
