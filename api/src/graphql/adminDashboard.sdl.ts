export const schema = gql`
  "What waits for the shop's staff (the back office dashboard)."
  type AdminDashboard {
    "Orders placed today (the shop's day, Asia/Almaty)."
    ordersToday: Int!
    "Orders placed and not yet confirmed."
    awaitingConfirmation: Int!
    "Leads nobody has marked «Обработана» yet (whatever the CRM made of them)."
    leadsNotHandled: Int!
    "Outbox messages (letters, CRM leads) the worker gave up on."
    failedMessages: Int!
    "Active products with no units in any shop."
    outOfStock: Int!
    "Cancelled orders whose online payment was not returned (the gateway refused): refund them."
    paidButCancelled: Int!
    "The newest of those (up to 20), to open each."
    paidButCancelledOrders: [AdminDashboardOrder!]!
    "Active orders whose held units the stock no longer covers (an import lowered it)."
    ordersShortOfStock: [AdminDashboardOrder!]!
  }

  "An order the dashboard links to."
  type AdminDashboardOrder {
    id: Int!
    number: String!
  }

  type Query {
    "The back office dashboard's counts (every staff role)."
    adminDashboard: AdminDashboard! @requireAuth(roles: ["manager", "editor", "admin"])
  }
`
