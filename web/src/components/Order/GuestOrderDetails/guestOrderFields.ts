import { ORDER_CONTACT_FIELDS, ORDER_FULFILMENT_FIELDS } from 'src/components/Order/orderFragments'

// What a guest reads of their order (issue 30 §1): what they were promised — how it comes,
// what it costs with delivery, how it is paid and its state — and the manager's words.
export const GUEST_ORDER_FIELDS = gql`
  fragment GuestOrderFields on Order {
    id
    number
    status
    statusTitle
    createdAt
    total
    count
    hasUnpriced
    paymentStatus
    paymentStatusTitle
    oneC {
      number
      date
    }
    canPayOnline
    canPayInInstallments
    paymentMethod
    guestKey
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
      actor
      comment
      createdAt
    }
    items {
      id
      quantity
      lineTotal
      product {
        article
        name
      }
    }
  }
  ${ORDER_FULFILMENT_FIELDS}
  ${ORDER_CONTACT_FIELDS}
`
