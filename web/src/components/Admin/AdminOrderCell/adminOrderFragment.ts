import { ORDER_CONTACT_FIELDS, ORDER_FULFILMENT_FIELDS } from 'src/components/Order/orderFragments'

// One shape of a staff order for its page, its print view and the move
// mutation's answer, so Apollo's cache shows the new status everywhere.
export const ADMIN_ORDER_FIELDS = gql`
  fragment AdminOrderFields on AdminOrder {
    id
    number
    status
    statusTitle
    createdAt
    placedAt
    statusChangedAt
    total
    count
    hasUnpriced
    paymentStatus
    paymentStatusTitle
    paymentMethod
    oneC {
      number
      date
    }
    canRefund
    comment
    isGuest
    buyer {
      kind
      userId
      name
      phone
      email
    }
    contact {
      ...OrderContactFields
    }
    profile {
      ...OrderContactFields
    }
    guest {
      ...OrderContactFields
    }
    company {
      legalName
      bin
      legalAddress
      iban
      bankName
      bik
      kbe
    }
    fulfilment {
      ...OrderFulfilmentFields
    }
    paymentType {
      id
      name
    }
    shop {
      id
      name
      city
      address
    }
    items {
      id
      product {
        id
        article
        name
      }
      price
      quantity
      lineTotal
      totalStock
      stock {
        shopId
        shopName
        count
      }
    }
    files {
      id
      fileName
      kind
      size
      createdAt
      downloadUrl
      safeCopyUrl
    }
    history {
      fromStatus
      toStatus
      toStatusTitle
      paymentStatus
      actor
      comment
      createdAt
    }
    moves {
      status
      label
      statusTitle
    }
  }
  ${ORDER_FULFILMENT_FIELDS}
  ${ORDER_CONTACT_FIELDS}
`

export const MOVE_ADMIN_ORDER = gql`
  mutation MoveAdminOrderMutation(
    $id: Int!
    $status: String!
    $expectedStatus: String!
    $comment: String
  ) {
    moveAdminOrder(id: $id, status: $status, expectedStatus: $expectedStatus, comment: $comment) {
      ...AdminOrderFields
    }
  }
  ${ADMIN_ORDER_FIELDS}
`

/** «Вернуть оплату»: the gateway's refund; answers the order as its page shows it. */
export const REFUND_ADMIN_ORDER_PAYMENT = gql`
  mutation RefundAdminOrderPaymentMutation($id: Int!) {
    refundAdminOrderPayment(id: $id) {
      ...AdminOrderFields
    }
  }
  ${ADMIN_ORDER_FIELDS}
`
