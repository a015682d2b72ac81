/**
 * The shop's GraphQL client: its public face. Code outside this folder
 * imports from here only (README.md; lint enforces it).
 */
export {
  createShopGraphQLClient,
  DEFAULT_KEEP_UNWATCHED,
  shopGraphQLError,
  type AnswerState,
  type FetchPolicy,
  type GraphQLAuth,
  type PrerenderedAnswer,
  type ShopGraphQLClient,
  type ShopGraphQLClientOptions,
  type ShopGraphQLError,
  type Variables,
} from './shopClient'
export type { JsonObject, KeyFields } from './entities'
export {
  ShopGraphQLClientProvider,
  useMutation,
  useQuery,
  useShopClient,
  type MutationOptions,
  type QueryOptions,
} from './hooks'
