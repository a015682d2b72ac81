import { checkoutShops, cleanDraftOrder, placedOrder } from 'src/testing/orderMocks'

// Redwood's mock-cell plugin also registers `standard` for CheckoutOrderQuery.
/** A draft ready to place. */
export const standard = () => ({ order: cleanDraftOrder() })

/** Already placed (e.g. the page reopened after placing): the confirmation. */
export const placed = () => ({ order: placedOrder() })

/** Shops to collect from (CheckoutShopsQuery, asked by the form). */
export const shops = () => checkoutShops()

// The form asks for the shops one step after the cell's query. Jest loads cell
// mocks before MSW starts, which keeps this handler as a default in every test
// (like `standard` above), so a late request never reaches the network.
mockGraphQLQuery('CheckoutShopsQuery', () => shops())
