export const schema = gql`
  "«Сообщить о поступлении» (issue 34 §3): a guest gives an e-mail and consent; a customer is told at the account's address."
  input StockAlertInput {
    article: String!
    email: String
    agreement: Boolean
    "The page's language (ru, kk): the letters are written in it. Left out: Russian, or the account's as it is."
    locale: String
  }

  type StockAlertAnswer {
    "The alert (the same one when asked again for the product and address)."
    id: Int!
    email: String!
    "«Готово: мы напишем на …, когда товар поступит в продажу.»"
    message: String!
  }

  type StockAlertCancelAnswer {
    productName: String!
    message: String!
  }

  type StockAlertProduct {
    article: String!
    name: String!
    image: String
  }

  "A customer's waiting alert (the account's «Ожидаемые товары»)."
  type MyStockAlert {
    id: Int!
    createdAt: DateTime!
    product: StockAlertProduct!
  }

  "A product shoppers wait for, and how many (the back office)."
  type WaitedProduct {
    productId: Int!
    article: String!
    name: String!
    waiting: Int!
  }

  type WaitedProducts {
    "Waiting alerts of all products."
    total: Int!
    items: [WaitedProduct!]!
  }

  type Query {
    myStockAlerts: [MyStockAlert!]! @requireAuth
    "Managers' purchasing signal: the most-waited products."
    waitedProducts(limit: Int): WaitedProducts! @requireAuth(roles: ["admin", "editor", "manager"])
  }

  type Mutation {
    "Stores the request; 409 when the product is in stock or its price is on request; rate-limited."
    askForArrival(input: StockAlertInput!): StockAlertAnswer! @skipAuth
    "The guest letter's one-click cancel."
    cancelStockAlertByToken(token: String!): StockAlertCancelAnswer! @skipAuth
    cancelMyStockAlert(id: Int!): Boolean! @requireAuth
  }
`
