/**
 * The marketplaces area's interface (issue 34 §1): the Kaspi.kz (and
 * omarket.kz) price list — its settings, its change state and the document
 * in pieces for /feeds/kaspi.xml, and the back office's counts. Its pure
 * rules (./rules: the offer rule, the settings' schema, the XML) are public
 * too and shared with the web.
 */
export { FEED_BATCH, kaspiFeedChunks, kaspiFeedCounts } from './kaspiFeed'
export { feedTokenMatches, kaspiFeedAnswer, type KaspiFeedAnswer } from './feedAnswer'
export {
  kaspiFeedState,
  loadKaspiSettings,
  saveKaspiSettings,
  type KaspiFeedSettings,
  type KaspiFeedState,
} from './settings'
