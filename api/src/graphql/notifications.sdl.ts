export const schema = gql`
  "A message to the logged-in user, shown in the account tab «Уведомления»."
  type Notification {
    id: Int!
    "A short machine word: info, order_placed, order_status, …"
    kind: String!
    title: String!
    body: String!
    "A path on this site to open, e.g. /personal-account?tab=currentorders, or null."
    link: String
    isRead: Boolean!
    "When it was first marked read, or null."
    readAt: DateTime
    createdAt: DateTime!
  }

  type NotificationPage {
    count: Int!
    page: Int!
    pageSize: Int!
    results: [Notification!]!
  }

  type Query {
    "The caller's own notifications, newest first, 20 a page (GET /api/v1/notification/)."
    myNotifications(page: Int, pageSize: Int, isRead: Boolean): NotificationPage! @requireAuth
    "How many of the caller's notifications are unread: the header dot and the tab counter."
    unreadNotificationCount: Int! @requireAuth
  }

  type Mutation {
    "Marks one of the caller's notifications read; NOT_FOUND for anyone else's. Idempotent."
    markNotificationRead(id: Int!): Notification! @requireAuth
    "Marks all of the caller's notifications read; answers how many changed."
    markAllNotificationsRead: Int! @requireAuth
  }
`
