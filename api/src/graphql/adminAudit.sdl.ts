export const schema = gql`
  "One changed field of an audit entry, as text (— for none)."
  type AdminAuditChange {
    field: String!
    before: String!
    after: String!
  }

  "A staff change: who, when, what, before → after."
  type AdminAuditEntry {
    id: Int!
    createdAt: DateTime!
    actorEmail: String!
    "entity.verb, e.g. user.role."
    action: String!
    entity: String!
    entityId: String!
    changes: [AdminAuditChange!]!
  }

  type AdminAuditPage {
    items: [AdminAuditEntry!]!
    total: Int!
    page: Int!
    pageSize: Int!
    "Every entity the log has entries of (the filter's choices)."
    entities: [String!]!
  }

  type Query {
    "The audit log, newest first (admins); from and to are days YYYY-MM-DD in Asia/Almaty."
    adminAuditLog(
      page: Int
      pageSize: Int
      sort: String
      direction: String
      entity: String
      actorEmail: String
      from: String
      to: String
    ): AdminAuditPage! @requireAuth(roles: ["admin"])
  }
`
