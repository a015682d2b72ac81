/**
 * The catalogue area's interface: the product import (CSV/XLSX, 1C's
 * CommerceML) and the import machinery the content import and the media
 * upload share with it (outcomes and reports, pictures, slugs). Its pure
 * rules (./rules: the back office's catalogue schemas) are public too.
 */
export {
  currentCatalogExchange,
  deactivateStep,
  hideUnlisted,
  importStep,
  listCatalogExchanges,
  noteExchangeError,
  noteReceivedFile,
  startCatalogExchange,
  type CatalogExchangeRow,
  type ExchangeActor,
  type StepAnswer,
} from './exchange/catalogExchange'
export {
  appendPiece,
  exchangeByteBound,
  exchangeRoot,
  FOLDER_MESSAGES,
  resetFolder,
} from './exchange/folder'
export { stopImportWorker } from './exchange/importThread'
export type { ExchangeConfig } from './import/commerceml'
export { shopNamed, type ShopRef } from './import/exchangeWarehouses'
export { importProductFile, readExchangeConfig } from './import/importer'
export {
  emptySummary,
  formatImportReport,
  ImportFileError,
  ROW_STATUSES,
  type ReportOptions,
  type ReportRow,
  type RowStatus,
} from './import/outcome'
export {
  contentAddressedPath,
  copyIntoMedia,
  IMAGE_EXTENSIONS,
  PictureFinder,
} from './import/pictures'
export { productTemplateRows } from './import/productRows'
export type { ImportResult } from './import/report'
export { productSlugCandidates, slugify, uniqueSlug } from './import/slug'
export type { Client } from './import/state'
export type { ImageRef } from './import/types'
export { attributeValue, tiynToDecimal } from './import/values'
