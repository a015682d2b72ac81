/**
 * GraphQL's payment resolvers (Query.onlinePaymentAvailable,
 * Query.installmentTerms, Mutation.startOrderPayment). The use cases are the
 * payments area's (modules/payments); Redwood finds resolvers in src/services
 * only (graphql/resolvers.test.ts checks that every field has one).
 */
import { installmentTerms as currentInstallmentTerms } from 'src/modules/payments'

export {
  onlinePaymentAvailable,
  startGuestOrderPayment,
  startOrderPayment,
} from 'src/modules/payments'

/** Query.installmentTerms: GraphQL's arguments are not the settings' environment. */
export const installmentTerms = () => currentInstallmentTerms()
