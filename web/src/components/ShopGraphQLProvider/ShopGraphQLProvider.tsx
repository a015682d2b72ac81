import { useRef, useState } from 'react'
import type { ReactNode } from 'react'

import { GraphQLHooksProvider } from '@redwoodjs/web'
// Types only: Redwood's hook result types (useMutation's tuple and the rest)
// are declared there; its runtime (Apollo Client, ~55 kB gzip) stays out.
import type {} from '@redwoodjs/web/apollo'

import {
  createShopGraphQLClient,
  ShopGraphQLClientProvider,
  useMutation,
  useQuery,
  type GraphQLAuth,
  type KeyFields,
} from 'src/lib/graphql'

export type { GraphQLAuth }

const unsupported = (name: string) => () => {
  throw new Error(`${name} is not used by the shop (src/lib/graphql)`)
}

/**
 * Objects the shop's answers share without an `id` of their own: a content
 * block is one per key (see the SDL); a price types screen is one of its kind,
 * answered whole by its query and by every mutation that changes it.
 */
export const SHOP_KEY_FIELDS: KeyFields = { ContentBlock: 'key', AdminPriceTypesScreen: null }

interface ShopGraphQLProviderProps {
  useAuth: () => GraphQLAuth
  children?: ReactNode
}

/**
 * In place of Redwood's RedwoodApolloProvider: the same hooks for cells, over
 * the shop's own client (src/lib/graphql), one client for the life of the
 * page. Redwood's provider built a new client whenever the auth state
 * changed and once on every page load, so every query was sent twice; here
 * the auth state is read per request.
 */
const ShopGraphQLProvider = ({ useAuth, children }: ShopGraphQLProviderProps) => {
  const auth = useAuth()
  const latestAuth = useRef(auth)
  latestAuth.current = auth
  const [client] = useState(() =>
    createShopGraphQLClient({ auth: () => latestAuth.current, keyFields: SHOP_KEY_FIELDS })
  )
  return (
    <ShopGraphQLClientProvider client={client}>
      <GraphQLHooksProvider
        useQuery={useQuery as never}
        useMutation={useMutation as never}
        useSubscription={unsupported('useSubscription')}
        useBackgroundQuery={unsupported('useBackgroundQuery') as never}
        useReadQuery={unsupported('useReadQuery') as never}
        useSuspenseQuery={unsupported('useSuspenseQuery') as never}
      >
        {children}
      </GraphQLHooksProvider>
    </ShopGraphQLClientProvider>
  )
}

export default ShopGraphQLProvider
