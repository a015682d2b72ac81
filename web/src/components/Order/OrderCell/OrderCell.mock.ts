import {
  cleanDraftOrder,
  draftOrder,
  emptyDraftOrder,
  orderFiles,
  placedOrder,
} from 'src/testing/orderMocks'

// Redwood's mock-cell plugin also registers `standard` for FindOrderQuery.
/** A draft with a line lowered to the stock («В наличии 3 товаров») and one without stock. */
export const standard = () => ({ order: draftOrder() })

/** A draft whose lines all have stock. */
export const cleanDraft = () => ({ order: cleanDraftOrder() })

/** A draft with no lines yet (the «empty» state: the api never answers null). */
export const emptyDraft = () => ({ order: emptyDraftOrder() })

/** A placed order: read-only, can be repeated or cancelled. */
export const placed = () => ({ order: placedOrder() })

/** The draft's attached files (OrderFilesQuery, asked by the files panel under a draft). */
export const files = () => ({ orderFiles: orderFiles() })
export const noFiles = () => ({ orderFiles: [] })

// The cell's Success asks for the draft's files one step later. Jest loads cell
// mocks before MSW starts, which keeps this handler as a default in every test
// (like `standard` above): a story that ends before its files arrive does not
// send the late request to the network.
mockGraphQLQuery('OrderFilesQuery', () => noFiles())
