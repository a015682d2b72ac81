export const schema = gql`
  "A text of the log in Russian; path: the screen of the record it names (/admin/…), if any."
  type AdminAuditText {
    text: String!
    path: String
  }

  "One changed field of an audit entry as people read it (— for none)."
  type AdminAuditChange {
    "The stored field's code."
    field: String!
    title: String!
    before: AdminAuditText!
    after: AdminAuditText!
  }

  "A staff change: who, when, what, before → after."
  type AdminAuditEntry {
    id: Int!
    createdAt: DateTime!
    actorEmail: String!
    "entity.verb, e.g. user.role."
    action: String!
    "The action in Russian («Смена роли сотрудника»)."
    actionTitle: String!
    entity: String!
    entityId: String!
    "The record: «Заказ A-001051», linked to /admin/orders/51."
    subject: AdminAuditText!
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
