/**
 * GraphQL's payment resolvers (Query.onlinePaymentAvailable,
 * Mutation.startOrderPayment). The use cases are the payments area's
 * (modules/payments); Redwood finds resolvers in src/services only
 * (graphql/resolvers.test.ts checks that every field has one).
 */
export {
  onlinePaymentAvailable,
  startGuestOrderPayment,
  startOrderPayment,
} from 'src/modules/payments'
