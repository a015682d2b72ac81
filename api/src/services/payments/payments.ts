/**
 * GraphQL's payment resolvers. The use cases are the payments area's
 * (modules/payments); Redwood finds resolvers in src/services only.
 */
export { startOrderPayment } from 'src/modules/payments'
