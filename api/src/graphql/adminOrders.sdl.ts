export const schema = gql`
  "An order in the back office's list (placed, never a draft)."
  type AdminOrderRow {
    id: Int!
    number: String!
    status: String!
    statusTitle: String!
    placedAt: DateTime
    "Fixed when placed."
    total: Float!
    "Units in the order."
    count: Int!
    isGuest: Boolean!
    customerName: String!
    phone: String
    email: String
    shopName: String
    "pickup or delivery"
    fulfilment: String!
    "«Самовывоз» or «Доставка»."
    fulfilmentTitle: String!
    "A delivery's city; null for pickup."
    deliveryCity: String
    "A delivery's city and address; empty for pickup."
    deliveryPlace: String!
    paymentTypeName: String
    "The online payment's state (waiting, paid, failed, refunding, refunded); null when never paid online."
    paymentStatus: String
    "The online payment's state; null when never paid online."
    paymentStatusTitle: String
  }

  "How many orders of a status the filter finds (the filter's status aside)."
  type AdminOrderStatusCount {
    status: String!
    statusTitle: String!
    count: Int!
  }

  type AdminOrderList {
    count: Int!
    page: Int!
    pageSize: Int!
    results: [AdminOrderRow!]!
    statusCounts: [AdminOrderStatusCount!]!
  }

  "Who the order is for (the order's one buyer rule)."
  type AdminOrderCustomer {
    "account or guest"
    kind: String!
    userId: Int
    name: String!
    phone: String
    email: String
  }

  "Company requisites (Kazakhstan): legal name, БИН, address, ИИК, bank, БИК, Кбе."
  type OrderCompany {
    legalName: String!
    bin: String!
    legalAddress: String!
    iban: String
    bankName: String
    bik: String
    kbe: String
  }

  type AdminOrderShop {
    id: Int!
    name: String!
    city: String!
    address: String!
  }

  "Units of a product in one shop today (negatives shown as 0)."
  type AdminShopStock {
    shopId: Int!
    shopName: String!
    count: Int!
  }

  "The product of an order line, as staff need it."
  type AdminOrderLineProduct {
    id: Int!
    article: String!
    name: String!
  }

  type AdminOrderLine {
    id: Int!
    product: AdminOrderLineProduct!
    "Unit price fixed when placed; null when on request."
    price: Float
    quantity: Int!
    lineTotal: Float
    "Today's stock in every shop."
    stock: [AdminShopStock!]!
    totalStock: Int!
  }

  "A move the viewer may make now (the lifecycle table, actor staff)."
  type AdminOrderMove {
    status: String!
    "The button: «Подтвердить», «Начать сборку», …"
    label: String!
    "The status after it: «Подтверждён», …"
    statusTitle: String!
  }

  "One order with everything its back-office page shows."
  type AdminOrder {
    id: Int!
    number: String!
    "1C's number and date of the order; null until 1C sends them."
    oneC: OrderInOneC
    status: String!
    statusTitle: String!
    createdAt: DateTime!
    placedAt: DateTime
    statusChangedAt: DateTime!
    updatedAt: DateTime!
    total: Float!
    count: Int!
    hasUnpriced: Boolean!
    "Online payment: waiting, paid, failed, refunding, refunded; null when never paid online."
    paymentStatus: String
    paymentStatusTitle: String
    "How the latest online attempt pays: card or installment; null before any."
    paymentMethod: PaymentMethod
    "A paid order's money may be returned («Вернуть оплату»)."
    canRefund: Boolean!
    comment: String!
    isGuest: Boolean!
    "Who it is for and whom to call: the contact typed at checkout, else the profile, else the guest's."
    buyer: AdminOrderCustomer!
    "The contact typed at checkout; null for orders placed without one."
    contact: OrderContact
    "The account's profile, when it differs from the typed contact."
    profile: OrderContact
    "A guest order's contact as the guest gave it."
    guest: OrderContact
    "The buyer's company requisites as they were when the order was placed."
    company: OrderCompany
    "Pickup or delivery: the address, time, fee and the sum due with it."
    fulfilment: OrderFulfilment!
    paymentType: PaymentType
    shop: AdminOrderShop
    items: [AdminOrderLine!]!
    files: [OrderFile!]!
    history: [OrderHistoryEntry!]!
    moves: [AdminOrderMove!]!
  }

  type Query {
    """
    Placed orders by status (a list), shop, Almaty days from/to (YYYY-MM-DD), kind (guest or
    account) and search (number, phone digits, e-mail, name); sort by number, placedAt, total
    or status.
    """
    adminOrders(
      status: [String!]
      shop: Int
      from: String
      to: String
      kind: String
      "pickup or delivery"
      fulfilment: String
      paymentType: Int
      "The online payment's state: waiting, paid, failed, refunding, refunded"
      paymentStatus: String
      search: String
      page: Int
      pageSize: Int
      sort: String
      direction: String
    ): AdminOrderList! @requireAuth(roles: ["manager", "admin"])
    "One placed order for its staff page; NOT_FOUND for a draft."
    adminOrder(id: Int!): AdminOrder! @requireAuth(roles: ["manager", "admin"])
  }

  type Mutation {
    """
    A staff move with an optional comment. expectedStatus is the status the page showed:
    if the order has moved since, CONFLICT («Заказ только что изменили…») and nothing changes.
    """
    moveAdminOrder(
      id: Int!
      status: String!
      expectedStatus: String!
      comment: String
    ): AdminOrder! @requireAuth(roles: ["manager", "admin"])
    """
    Returns a paid order's online payment through the gateway (paid → refunding → refunded,
    in the history); an order not yet completed is cancelled with it. CONFLICT unless paid
    (also while another refund is in flight); SERVICE_UNAVAILABLE when the gateway refuses
    or is silent (the payment is paid again).
    """
    refundAdminOrderPayment(id: Int!): AdminOrder! @requireAuth(roles: ["manager", "admin"])
  }
`
