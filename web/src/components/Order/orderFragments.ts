// How an order reaches its buyer and whom the shop calls, as the order's
// facts hold them: the customer's and the staff's pages ask for the same.
export const ORDER_FULFILMENT_FIELDS = gql`
  fragment OrderFulfilmentFields on OrderFulfilment {
    method
    title
    city
    address
    preferredTime
    fee
    feeText
    amountDue
  }
`

export const ORDER_CONTACT_FIELDS = gql`
  fragment OrderContactFields on OrderContact {
    name
    phone
    email
  }
`

// One shape of an order for the order page, the checkout and every mutation
// that answers with the order, so Apollo's cache keeps them all current.
export const ORDER_FIELDS = gql`
  fragment OrderFields on Order {
    id
    number
    status
    statusTitle
    isEditable
    comment
    total
    count
    hasUnpriced
    createdAt
    placedAt
    paymentStatus
    paymentStatusTitle
    oneC {
      number
      date
    }
    canPayOnline
    canPayInInstallments
    paymentMethod
    shop {
      id
      name
      nameForGuest
    }
    fulfilment {
      ...OrderFulfilmentFields
    }
    contact {
      ...OrderContactFields
    }
    paymentType {
      id
      name
      nameKk
    }
    history {
      toStatus
      toStatusTitle
      paymentStatus
      actor
      comment
      createdAt
    }
    items {
      id
      quantity
      price
      lastPrice
      lineTotal
      correct
      allCount
      errorMessage
      product {
        id
        article
        name
        # A Russian fallback on a Kazakh page is marked lang="ru".
        nameLang
        images {
          file
          alt
        }
      }
    }
  }
  ${ORDER_FULFILMENT_FIELDS}
  ${ORDER_CONTACT_FIELDS}
`

export const CHANGE_ITEM_QUANTITY = gql`
  mutation ChangeOrderItemQuantityMutation($orderId: Int!, $itemId: Int!, $quantity: Int!) {
    changeOrderItemQuantity(orderId: $orderId, itemId: $itemId, quantity: $quantity) {
      ...OrderFields
    }
  }
  ${ORDER_FIELDS}
`

export const DELETE_ITEMS = gql`
  mutation DeleteOrderItemsMutation($orderId: Int!, $itemIds: [Int!]!) {
    deleteOrderItems(orderId: $orderId, itemIds: $itemIds) {
      ...OrderFields
    }
  }
  ${ORDER_FIELDS}
`

export const COPY_ORDER = gql`
  mutation CopyOrderToDraftMutation($id: Int!) {
    copyOrderToDraft(id: $id) {
      id
      number
    }
  }
`

export const REMOVE_ORDER = gql`
  mutation RemoveOrderMutation($id: Int!) {
    removeOrder(id: $id) {
      id
      status
      statusTitle
    }
  }
`

export const PLACE_ORDER = gql`
  mutation PlaceDraftOrderMutation($id: Int!, $shop: Int, $comment: String) {
    placeDraftOrder(id: $id, shop: $shop, comment: $comment) {
      ...OrderFields
    }
  }
  ${ORDER_FIELDS}
`

/** «Оплатить онлайн» / «В рассрочку»: the gateway's page to send the customer to. */
export const START_GUEST_ORDER_PAYMENT = gql`
  mutation StartGuestOrderPaymentMutation($key: String!, $method: PaymentMethod) {
    startGuestOrderPayment(key: $key, method: $method) {
      redirectUrl
    }
  }
`

export const START_ORDER_PAYMENT = gql`
  mutation StartOrderPaymentMutation($id: Int!, $method: PaymentMethod) {
    startOrderPayment(id: $id, method: $method) {
      redirectUrl
    }
  }
`
