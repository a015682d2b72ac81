export const schema = gql`
  """
  A list of article/quantity rows kept with a draft order (SPEC §3 Order.files).
  Binary files (.xlsx, .csv) upload over REST only: POST /api/v1/order/{id}/files/
  as multipart/form-data; GraphQL takes a pasted list (uploadOrderText).
  """
  type OrderFile {
    id: Int!
    "The name as uploaded (sanitised), or «Список.txt» for a pasted list."
    fileName: String!
    "xlsx, csv or text"
    kind: String!
    "Bytes."
    size: Int!
    "Data rows read at upload."
    rowCount: Int!
    createdAt: DateTime!
    """
    REST path that downloads the original bytes with the session cookie (owner or order
    staff). A customer's file may hold formulas and macros: staff open safeCopyUrl by default.
    """
    downloadUrl: String!
    """
    REST path of the safe copy: the rows as read, a new .xlsx with formulas neutralised
    (cells starting with = + - @ tab CR get an apostrophe), no macros or links.
    """
    safeCopyUrl: String!
  }

  type FillRow {
    "1-based line of the file."
    row: Int!
    article: String!
    "As read; null when it is not a whole number 1…100 000."
    quantity: Int
    "added, capped, unknown_article, bad_quantity or no_stock"
    result: String!
    "'В наличии {N} товаров', 'Товар с артикулом {a} не найден', 'Нет в наличии', … or null."
    message: String
  }

  type FillSummary {
    added: Int!
    capped: Int!
    unknown_article: Int!
    bad_quantity: Int!
    no_stock: Int!
  }

  type FillReport {
    "Always true here: a refused fill is a CONFLICT error with applied false and the same report."
    applied: Boolean!
    replace: Boolean!
    force: Boolean!
    rows: [FillRow!]!
    summary: FillSummary!
  }

  type Query {
    "The files of the caller's own order (any status), oldest first; NOT_FOUND for anyone else's."
    orderFiles(orderId: Int!): [OrderFile!]! @requireAuth
  }

  type Mutation {
    "Keeps a pasted list of 'article quantity' lines with the caller's draft, like a file."
    uploadOrderText(orderId: Int!, text: String!): OrderFile! @requireAuth
    "Removes a file of the caller's draft; answers true."
    deleteOrderFile(orderId: Int!, fileId: Int!): Boolean! @requireAuth
    """
    Pours a file's rows into the caller's draft: replace empties it first, force skips rows
    with problems. Without force, any row that is not 'added' gives CONFLICT with the row
    report in extensions (applied, replace, force, rows, summary) and nothing changes.
    """
    fillOrderFromFile(orderId: Int!, fileId: Int!, replace: Boolean, force: Boolean): FillReport!
      @requireAuth
  }
`
