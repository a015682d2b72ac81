export const schema = gql`
  "A lead (callback form, guest or account order): what the customer asked, its handling and its way to the CRM."
  type AdminLead {
    id: Int!
    "callback, guest_order or account_order."
    source: String!
    username: String!
    phone: String!
    email: String
    comment: String!
    "The site path the callback form was sent from."
    page: String
    "The product the lead is about (sent by the form, or read from a product page's path)."
    productArticle: String
    "That product's name, when the shop has it."
    productName: String
    orderId: Int
    orderNumber: String
    createdAt: DateTime!
    "new or handled («Обработана»)."
    status: String!
    handledAt: DateTime
    "Who marked it «Обработана» (kept after the account is gone)."
    handledByEmail: String
    handledNote: String
    "pending, delivered or failed: the rules (modules/leads/rules/crmDelivery) tell it as a sentence."
    crmState: String!
    crmAttempts: Int!
    "The worker's technical reason (for the administrator; staff read the rules' sentence)."
    lastError: String
    deliveredAt: DateTime
    crmDealId: String
    "Every «Обработана» and «Открыть снова», oldest first."
    history: [AdminLeadEvent!]!
  }

  "A handling or reopening of a lead (from the audit log)."
  type AdminLeadEvent {
    at: DateTime!
    actorEmail: String!
    "lead.handle or lead.reopen."
    action: String!
    "The note written with «Обработана»."
    note: String
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
    "Leads, newest first: by handling (new, handled), CRM view (problem, queued, delivered) and source (managers, admins)."
    adminLeads(
      page: Int
      pageSize: Int
      sort: String
      direction: String
      status: String
      crm: String
      source: String
    ): AdminLeadPage! @requireAuth(roles: ["manager", "admin"])
    "One lead (managers, admins)."
    adminLead(id: Int!): AdminLead! @requireAuth(roles: ["manager", "admin"])
    "Outbox messages the worker gave up on (managers, admins)."
    adminFailedMessages(
      page: Int
      pageSize: Int
      sort: String
      direction: String
    ): AdminOutboxMessagePage! @requireAuth(roles: ["manager", "admin"])
  }

  type Mutation {
    "Marks a new lead «Обработана» with the note; 409 when someone already did (managers, admins)."
    handleAdminLead(id: Int!, note: String): AdminLead! @requireAuth(roles: ["manager", "admin"])
    "Makes a handled lead new again; handledAt is the handling the screen showed (managers, admins)."
    reopenAdminLead(id: Int!, handledAt: String!): AdminLead!
      @requireAuth(roles: ["manager", "admin"])
    "Puts a failed message back in the queue now (managers, admins)."
    retryOutboxMessage(id: Int!): AdminOutboxMessage! @requireAuth(roles: ["manager", "admin"])
  }
`
