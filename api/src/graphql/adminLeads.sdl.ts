export const schema = gql`
  "A lead (callback form, guest or account order) and its way to the CRM."
  type AdminLead {
    id: Int!
    "callback, guest_order or account_order."
    source: String!
    username: String!
    phone: String!
    email: String
    comment: String!
    "pending (в очереди), delivered or failed."
    crmState: String!
    crmAttempts: Int!
    lastError: String
    createdAt: DateTime!
    deliveredAt: DateTime
    orderId: Int
    orderNumber: String
  }

  type AdminLeadPage {
    items: [AdminLead!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  "An outbox message (a letter or a CRM lead) the worker delivers."
  type AdminOutboxMessage {
    id: Int!
    "mail or crm_lead."
    kind: String!
    "The idempotency key."
    key: String!
    "A letter's subject, or the lead's number and name."
    topic: String!
    state: String!
    attempts: Int!
    lastError: String
    createdAt: DateTime!
    nextAttemptAt: DateTime!
  }

  type AdminOutboxMessagePage {
    items: [AdminOutboxMessage!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  type Query {
    "Leads, newest first, by CRM state and source (managers, admins)."
    adminLeads(
      page: Int
      pageSize: Int
      sort: String
      direction: String
      state: String
      source: String
    ): AdminLeadPage! @requireAuth(roles: ["manager", "admin"])
    "Outbox messages the worker gave up on (managers, admins)."
    adminFailedMessages(
      page: Int
      pageSize: Int
      sort: String
      direction: String
    ): AdminOutboxMessagePage! @requireAuth(roles: ["manager", "admin"])
  }

  type Mutation {
    "Puts a failed message back in the queue now (managers, admins)."
    retryOutboxMessage(id: Int!): AdminOutboxMessage! @requireAuth(roles: ["manager", "admin"])
  }
`
