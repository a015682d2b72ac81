import { useRef, useState } from 'react'
import type { ReactNode } from 'react'

import {
  ApolloClient,
  ApolloLink,
  ApolloProvider,
  HttpLink,
  InMemoryCache,
  useBackgroundQuery,
  useMutation,
  useQuery,
  useReadQuery,
  useSubscription,
  useSuspenseQuery,
} from '@apollo/client'
import type { NormalizedCacheObject } from '@apollo/client'
import { setContext } from '@apollo/client/link/context'

import { GraphQLHooksProvider } from '@redwoodjs/web'
// Types only: Redwood's hook result types for Apollo (useMutation's tuple and
// the rest) are declared there; its runtime (a second provider, upload and
// SSE links) stays out of the bundle.
import type {} from '@redwoodjs/web/apollo'

/** What the client needs of the auth state; read at request time, never captured. */
export interface GraphQLAuth {
  type: string
  getToken: () => Promise<string | null>
}

declare global {
  // eslint-disable-next-line no-var
  var __REDWOOD__APOLLO_STATE: NormalizedCacheObject | undefined
}

/**
 * One Apollo client for the life of the page.
 *
 * Redwood 8.9's RedwoodApolloProvider builds a new ApolloClient whenever the
 * auth state changes, and once on every page load (auth goes from loading to
 * known): every query on the page was sent twice, the first answers aborted,
 * and the whole tree rendered again with the new client. Here the auth state
 * is read per request through `currentAuth`, so the client never changes.
 *
 * Links as Redwood's: the session token as `authorization: Bearer …` with
 * `auth-provider`, then plain HTTP to Redwood's GraphQL URL. Files travel over
 * REST (`/api/v1/order/{id}/files/`), so there is no upload link, and the shop
 * has no subscriptions or live queries, so no SSE link.
 */
export function createShopApolloClient(
  currentAuth: () => GraphQLAuth,
  initialState: NormalizedCacheObject = globalThis.__REDWOOD__APOLLO_STATE ?? {}
) {
  const withToken = setContext(async (_operation, { headers }) => {
    const { type, getToken } = currentAuth()
    const token = await getToken()
    return {
      headers: token
        ? { ...headers, 'auth-provider': type, authorization: `Bearer ${token}` }
        : headers,
    }
  })
  return new ApolloClient({
    // Redwood's defaults: a prerendered page shows its data at once and refreshes prices and stock.
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true },
    },
    // A content block is one object by its key: the frame's query and a text
    // page's cell read the same block with different fields, merged, not
    // overwriting each other (which made one of them fetch it again).
    cache: new InMemoryCache({ typePolicies: { ContentBlock: { keyFields: ['key'] } } }).restore(
      initialState
    ),
    link: ApolloLink.from([withToken, new HttpLink({ uri: globalThis.RWJS_API_GRAPHQL_URL })]),
  })
}

interface ShopApolloProviderProps {
  useAuth: () => GraphQLAuth
  children?: ReactNode
}

/** Drop-in for RedwoodApolloProvider: same hooks for cells, one client (see createShopApolloClient). */
const ShopApolloProvider = ({ useAuth, children }: ShopApolloProviderProps) => {
  const auth = useAuth()
  const latestAuth = useRef(auth)
  latestAuth.current = auth
  const [client] = useState(() => createShopApolloClient(() => latestAuth.current))
  return (
    <ApolloProvider client={client}>
      <GraphQLHooksProvider
        useQuery={useQuery}
        useMutation={useMutation}
        useSubscription={useSubscription}
        useBackgroundQuery={useBackgroundQuery}
        useReadQuery={useReadQuery}
        useSuspenseQuery={useSuspenseQuery}
      >
        {children}
      </GraphQLHooksProvider>
    </ApolloProvider>
  )
}

export default ShopApolloProvider
