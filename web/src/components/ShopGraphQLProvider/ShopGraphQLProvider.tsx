import { useRef, useState } from 'react'
import type { MutableRefObject, ReactNode } from 'react'

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
import { localeOfPath } from 'src/lib/i18n'

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

/**
 * The language the api answers goods and content in: the page's, read from
 * its address at each request (a /kk page asks in Kazakh, every other page in
 * Russian, whatever the browser's own Accept-Language says).
 */
export const pageLanguage = () =>
  typeof window === 'undefined' ? '' : localeOfPath(window.location.pathname)

interface ShopGraphQLProviderProps {
  useAuth: () => GraphQLAuth
  children?: ReactNode
}

/**
 * Keeps the auth state the client reads per request. A component of its own,
 * rendered before the hooks provider: only it renders again when the auth
 * state changes. When the provider itself read it, every change of auth gave
 * Redwood's hooks context a new value and drew every cell on the page again,
 * the prerendered page's while React was still adopting it among them.
 */
const LatestAuth = ({
  useAuth,
  into,
}: {
  useAuth: () => GraphQLAuth
  into: MutableRefObject<GraphQLAuth | null>
}) => {
  into.current = useAuth()
  return null
}

/**
 * In place of Redwood's RedwoodApolloProvider: the same hooks for cells, over
 * the shop's own client (src/lib/graphql), one client for the life of the
 * page. Redwood's provider built a new client whenever the auth state
 * changed and once on every page load, so every query was sent twice; here
 * the auth state is read per request.
 */
const ShopGraphQLProvider = ({ useAuth, children }: ShopGraphQLProviderProps) => {
  const latestAuth = useRef<GraphQLAuth | null>(null)
  const [client] = useState(() =>
    createShopGraphQLClient({
      auth: () => {
        if (!latestAuth.current) throw new Error('ShopGraphQLProvider: no auth state yet')
        return latestAuth.current
      },
      keyFields: SHOP_KEY_FIELDS,
      language: pageLanguage,
    })
  )
  return (
    <ShopGraphQLClientProvider client={client}>
      <LatestAuth useAuth={useAuth} into={latestAuth} />
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
