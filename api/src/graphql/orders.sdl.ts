export const schema = gql`
  "An order (SPEC §3 Order): a customer's draft or placed order, or a guest's operator order."
  type Order {
    id: Int!
    "What shoppers read, e.g. A-001042."
    number: String!
    "draft, placed, confirmed, assembling, ready, completed, cancelled"
    status: String!
    statusTitle: String!
    "A draft: items, files and fills may change."
    isEditable: Boolean!
    isGuest: Boolean!
    comment: String!
    shop: Shop
    "Fixed when placed; for a draft the sum of today's priced lines."
    total: Float!
    count: Int!
    "Some line's price is on request («Цену уточняйте у менеджера»)."
    hasUnpriced: Boolean!
    createdAt: DateTime!
    updatedAt: DateTime!
    placedAt: DateTime
    statusChangedAt: DateTime!
    cancelledAt: DateTime
    "Online payment: waiting, paid, failed, refunding, refunded; null when never paid online."
    paymentStatus: String
    "«Оплачен», «Ожидает оплаты», …"
    paymentStatusTitle: String
    "The owner may pay it online now (payment available; placed, unpaid, priced)."
    canPayOnline: Boolean!
    "The owner may pay it in installments now (as canPayOnline, and its sum within the bounds)."
    canPayInInstallments: Boolean!
    "How its latest online attempt was paid: card or installment; null before any."
    paymentMethod: PaymentMethod
    items: [OrderLine!]!
    "A guest order's name and phone (never its e-mail: the look-up asks only number and phone)."
    guest: GuestContact
    "The order's status changes, oldest first."
    history: [OrderHistoryEntry!]!
    "How the order reaches the shopper (set by the checkout; pickup for older orders)."
    fulfilment: OrderFulfilment!
    "Whom the shop calls about it (the checkout's contact); null when none was given."
    contact: OrderContact
    paymentType: PaymentType
    "1C's number and date of the order («Номер в 1С»); null until 1C sends them."
    oneC: OrderInOneC
    """
    The key of a guest order's own page (/my-orders?token=…), where the guest reads it and
    pays online: only in the answers of the guest's checkout and look-ups; null otherwise.
    """
    guestKey: String
  }

  "The order as 1C's accounting knows it (its posted document, issue 32 §4)."
  type OrderInOneC {
    number: String!
    "YYYY-MM-DD; null when 1C sent no date."
    date: String
  }

  "Pickup at the order's shop, or delivery with the fee fixed at placing."
  type OrderFulfilment {
    "pickup or delivery"
    method: String!
    title: String!
    city: String!
    address: String!
    "The shopper's preferred time, as written."
    preferredTime: String!
    "null: a transport company's tariff, which the manager names."
    fee: Float
    "«Бесплатно», «1 500 ₸», «По тарифу транспортной компании — сообщит менеджер»."
    feeText: String!
    "total plus a fixed delivery fee."
    amountDue: Float!
  }

  "What a guest order shows of its guest; the phone as the mask shows it."
  type GuestContact {
    name: String!
    phone: String
  }

  "A person the shop reaches about an order; the phone as the mask shows it."
  type OrderContact {
    name: String!
    phone: String
    email: String
  }

  "One status change of an order."
  type OrderHistoryEntry {
    "null when the order was created in toStatus."
    fromStatus: String
    toStatus: String!
    toStatusTitle: String!
    "Who moved it: customer, guest, staff, gateway (the payment gateway's callback) or exchange (1C's posted document)."
    actor: String!
    "Set on a payment event (the status is unchanged): the order's new payment state."
    paymentStatus: String
    comment: String!
    createdAt: DateTime!
  }

  "A line of an order; on drafts the stock rule of SPEC §4 applies."
  type OrderLine {
    id: Int!
    product: Product!
    quantity: Int!
    "Unit price; null when on request."
    price: Float
    lastPrice: Float
    lineTotal: Float
    "In stock: valid and pre-checked."
    correct: Boolean!
    "Stock of all shops; null for guests."
    allCount: Int
    "'В наличии {N} товаров' when the quantity was lowered."
    errorMessage: String
  }

  type OrderPage {
    count: Int!
    page: Int!
    pageSize: Int!
    results: [Order!]!
  }

  input OrderLineInput {
    "The product's article."
    product: String!
    "1 when left out."
    quantity: Int
  }

  "The operator order form of a guest (SPEC §3 Guest order payload)."
  input GuestOrderInput {
    name: String
    email: String
    phoneNumber: String
    items: [OrderLineInput!]
    comment: String
    shop: Int
    privacyPolicyAccepted: Boolean
    "pickup (when left out) or delivery to an address in the chosen shop's city"
    fulfilment: String
    "Required for delivery."
    address: String
    "Preferred delivery time, free text."
    deliveryTime: String
    "The page's language (ru, kk): the letters are written in it. Left out: Russian, or the account's as it is."
    locale: String
  }

  "The account checkout (one page from the cart): see domain/checkout.ts."
  input CartCheckoutInput {
    "Articles of the cart lines to order; all lines when left out."
    articles: [String!]
    "pickup or delivery"
    fulfilment: String
    "The pickup shop (required for pickup)."
    shop: Int
    city: String
    address: String
    deliveryTime: String
    paymentType: Int
    name: String
    phone: String
    email: String
    comment: String
    "The page's language (ru, kk): the letters are written in it. Left out: Russian, or the account's as it is."
    locale: String
  }

  "A guest's checkout (one page from the browser cart): see modules/orders/rules/checkout.ts."
  input GuestCheckoutInput {
    "The browser cart's lines to order."
    items: [OrderLineInput!]
    "pickup or delivery"
    fulfilment: String
    "The pickup shop (required for pickup; a shop that takes guest orders)."
    shop: Int
    city: String
    address: String
    deliveryTime: String
    paymentType: Int
    name: String
    phone: String
    email: String
    comment: String
    privacyPolicyAccepted: Boolean
    "The page's language (ru, kk): the letters are written in it. Left out: Russian, or the account's as it is."
    locale: String
  }

  type Query {
    "Whether orders can be paid online now (the pay button is hidden otherwise)."
    onlinePaymentAvailable: Boolean! @skipAuth
    "The sums (whole ₸, both included) an order may be paid in installments; null when off."
    installmentTerms: InstallmentTerms @skipAuth
    "Placed orders not yet finished (account tab «Текущие заказы»)."
    currentOrders(page: Int, pageSize: Int): OrderPage! @requireAuth
    "Drafts (tab «Черновики заказов»)."
    draftOrders(page: Int, pageSize: Int): OrderPage! @requireAuth
    "Completed and cancelled (tab «История заказов»)."
    orderHistory(page: Int, pageSize: Int): OrderPage! @requireAuth
    "The caller's orders by part of the number, creation days (YYYY-MM-DD) and status."
    searchOrders(
      number: String
      dateFrom: String
      dateTo: String
      status: String
      page: Int
      pageSize: Int
    ): OrderPage! @requireAuth
    "One of the caller's orders."
    order(id: Int!): Order! @requireAuth
    """
    A guest order by the number the shopper was shown («A-001085», «a-1085»; bare
    digits: that number or the order's id) and the phone it was placed with
    (/my-orders); rate-limited.
    """
    guestOrder(order: String!, phone: String!): Order! @skipAuth
    "A guest order by the key of its page (the link of the guest's letters); rate-limited."
    guestOrderByKey(key: String!): Order! @skipAuth
  }

  "How the buyer pays online: by card, or in installments (issue 34 §2)."
  enum PaymentMethod {
    card
    installment
  }

  "The amounts installments take, whole tenge, both ends included."
  type InstallmentTerms {
    min: Int!
    max: Int!
  }

  "Where to send the customer to pay: the gateway's payment page."
  type OrderPaymentRedirect {
    redirectUrl: String!
  }

  type Mutation {
    """
    Starts paying the caller's own placed, unpaid order online (the same as REST
    POST /order/{id}/pay/): CONFLICT when it cannot be paid, SERVICE_UNAVAILABLE when
    online payment is off or the gateway is silent.
    """
    startOrderPayment(id: Int!, method: PaymentMethod): OrderPaymentRedirect! @requireAuth
    "Starts paying a guest's order online by the key of its page (as startOrderPayment)."
    startGuestOrderPayment(key: String!, method: PaymentMethod): OrderPaymentRedirect! @skipAuth
    "A guest's operator order: placed at once, letter and CRM lead follow. Rate-limited."
    submitGuestOrder(input: GuestOrderInput!): Order! @skipAuth
    "A new draft from the given lines, or from the server cart (then emptied)."
    createOrderDraft(items: [OrderLineInput!], comment: String): Order! @requireAuth
    addItemsToOrder(orderId: Int!, items: [OrderLineInput!]!): Order! @requireAuth
    changeOrderItemQuantity(orderId: Int!, itemId: Int!, quantity: Int!): Order! @requireAuth
    deleteOrderItems(orderId: Int!, itemIds: [Int!]!): Order! @requireAuth
    "Places a draft (idempotent); CONFLICT with the lines short of stock."
    placeDraftOrder(id: Int!, shop: Int, comment: String): Order! @requireAuth
    "The chosen cart lines become a placed order; CONFLICT with the lines short of stock (the cart keeps them)."
    checkoutCart(input: CartCheckoutInput!): Order! @requireAuth
    """
    A guest's checkout: the browser cart's lines become a placed order (CONFLICT with the lines
    short of stock); the answer's guestKey opens its page. Rate-limited.
    """
    checkoutAsGuest(input: GuestCheckoutInput!): Order! @skipAuth
    "Deletes a draft (null) or cancels an order not yet confirmed."
    removeOrder(id: Int!): Order @requireAuth
    copyOrderToDraft(id: Int!): Order! @requireAuth
    copyOrderItemsInto(id: Int!, otherId: Int!): Order! @requireAuth
    "The shop moves an order along the lifecycle (managers, admins), with an optional comment."
    setOrderStatus(id: Int!, status: String!, comment: String): Order!
      @requireAuth(roles: ["manager", "admin"])
  }
`
