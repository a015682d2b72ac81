export const schema = gql`
  "A file of article/quantity rows kept with a draft (binary upload: REST multipart only)."
  type OrderFile {
    id: Int!
    fileName: String!
    "xlsx, csv or text"
    kind: String!
    size: Int!
    rowCount: Int!
    createdAt: DateTime!
  }

  type FillRow {
    row: Int!
    article: String!
    quantity: Int
    "added, capped, unknown_article, bad_quantity, no_stock"
    result: String!
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
    applied: Boolean!
    replace: Boolean!
    force: Boolean!
    rows: [FillRow!]!
    summary: FillSummary!
  }

  type Query {
    orderFiles(orderId: Int!): [OrderFile!]! @requireAuth
  }

  type Mutation {
    "A pasted list of 'article quantity' lines, kept like a file."
    uploadOrderText(orderId: Int!, text: String!): OrderFile! @requireAuth
    deleteOrderFile(orderId: Int!, fileId: Int!): Boolean! @requireAuth
    "CONFLICT with the row report when rows have problems and force is not set."
    fillOrderFromFile(orderId: Int!, fileId: Int!, replace: Boolean, force: Boolean): FillReport!
      @requireAuth
  }
`
