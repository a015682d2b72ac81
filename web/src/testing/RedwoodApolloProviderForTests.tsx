import type { ReactNode } from 'react'

import ShopGraphQLProvider, {
  type GraphQLAuth,
} from 'src/components/ShopGraphQLProvider/ShopGraphQLProvider'

/**
 * Redwood's MockProviders (Jest) and Storybook's wrap every test and story in
 * `RedwoodApolloProvider` from '@redwoodjs/web/apollo'. The web's Jest config
 * and Storybook point that module here, so cells are tested over the shop's
 * own GraphQL client, the one the browser runs, with MSW answering its
 * requests as it answered Apollo's.
 */
export const RedwoodApolloProvider = ({
  useAuth,
  children,
}: {
  useAuth: () => GraphQLAuth
  children?: ReactNode
}) => <ShopGraphQLProvider useAuth={useAuth}>{children}</ShopGraphQLProvider>
