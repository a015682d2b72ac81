import { PRODUCT_CARD_FIELDS } from 'src/components/ProductCard/productCardFragment'

// One shape of a cart for the popover, the cart page and the badge, whether
// the cart is a logged-in shopper's (server) or a guest's (browser, priced by guestCart).
export const CART_FIELDS = gql`
  fragment CartFields on Cart {
    count
    total
    hasUnpriced
    lines {
      quantity
      unitPrice
      lineTotal
      stockMessage
      product {
        ...ProductCardFields
        unit
        quantity
        balance {
          isAvailable
          count
          shop {
            id
            name
            nameForGuest
            address {
              address
              addressLang
            }
          }
        }
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`

export const MY_CART = gql`
  query MyCartQuery {
    myCart {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`

export const GUEST_CART = gql`
  query GuestCartQuery($items: [OrderLineInput!]!) {
    guestCart(items: $items) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`

export const ADD_TO_CART = gql`
  mutation AddToCartMutation($article: String!, $quantity: Int) {
    addToCart(article: $article, quantity: $quantity) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`

export const REMOVE_FROM_CART = gql`
  mutation RemoveFromCartMutation($article: String!) {
    removeFromCart(article: $article) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`

export const CLEAR_CART = gql`
  mutation ClearCartMutation {
    clearCart {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`

export const MERGE_CART = gql`
  mutation MergeCartMutation($items: [OrderLineInput!]!) {
    mergeCart(items: $items) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`
