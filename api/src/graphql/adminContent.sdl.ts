export const schema = gql`
  "One row of a content list in the back office."
  type AdminContentItem {
    "The record's id (a page: its key)."
    id: String!
    title: String!
    "The address (slug), when the kind has one."
    key: String
    "Shown in the shop; null when the kind cannot be hidden."
    visible: Boolean
    date: DateTime
    position: Int
  }

  "A page of one content kind's records."
  type AdminContentList {
    kind: String!
    items: [AdminContentItem!]!
    count: Int!
    page: Int!
    pageSize: Int!
  }

  "A content record as its edit form needs it (domain/contentAdmin describes the fields)."
  type AdminContentRecord {
    kind: String!
    "null: the blank form of a new record."
    id: String
    "The version the form is based on; a save of an older one is a conflict."
    version: String!
    title: String!
    visible: Boolean
    "The stored values by column."
    values: JSON!
    "Choices the database holds, by field (the object types)."
    choices: JSON!
  }

  type Query {
    "A page of one kind's records, searched by title or address."
    adminContentList(
      kind: String!
      page: Int
      pageSize: Int
      sort: String
      direction: String
      search: String
    ): AdminContentList! @requireAuth(roles: ["editor", "admin"])
    "A record to edit, or (no id) the blank form of a new one."
    adminContentRecord(kind: String!, id: String): AdminContentRecord!
      @requireAuth(roles: ["editor", "admin"])
  }

  type Mutation {
    "Creates (no id) or edits a record of the version the form showed."
    saveContent(kind: String!, id: String, version: String, values: JSON!): AdminContentRecord!
      @requireAuth(roles: ["editor", "admin"])
    "Hides (visible: false) or shows a record in the shop."
    setContentVisibility(
      kind: String!
      id: String!
      version: String!
      visible: Boolean!
    ): AdminContentRecord! @requireAuth(roles: ["editor", "admin"])
  }
`
