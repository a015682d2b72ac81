/**
 * The pricing area's interface: whose prices a viewer sees and every
 * product row priced for them (priceView), with the SQL that lists and
 * sorts by the viewer's price. Its pure rules (./rules) are public too.
 */
export {
  RETAIL_VIEW,
  currentPriceSql,
  customerPriceTypeSelect,
  customerPriceView,
  fixedLinePrice,
  lastPriceSql,
  listColumns,
  onSaleSql,
  PRICED,
  pricedSql,
  priceViewOf,
  priceViewOfUser,
  pricedForViewer,
  pricedFrom,
  typePricesInclude,
  unitPriceOf,
  viewerPriceView,
  type PriceView,
  type ViewerPriced,
} from './priceView'
export { anyDiscountedGoods, discountedGoodsIds } from './onSaleGoods'
