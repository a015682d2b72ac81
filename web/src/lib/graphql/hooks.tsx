import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react'
import type { ReactNode } from 'react'

import type { DocumentNode } from 'graphql'

import type { FetchPolicy, ShopGraphQLClient, ShopGraphQLError, Variables } from './shopClient'

/**
 * Apollo's useQuery and useMutation, as far as Redwood's cells and the shop
 * use them, over ShopGraphQLClient. Answers arriving from the network are
 * shown in a transition: React may still be adopting a prerendered page's
 * markup when they come, and an urgent update then makes it throw the
 * markup away and draw the page again (React error 421).
 */

const ClientContext = createContext<ShopGraphQLClient | null>(null)

export const ShopGraphQLClientProvider = ({
  client,
  children,
}: {
  client: ShopGraphQLClient
  children?: ReactNode
}) => <ClientContext.Provider value={client}>{children}</ClientContext.Provider>

export function useShopClient(): ShopGraphQLClient {
  const client = useContext(ClientContext)
  if (!client) throw new Error('useShopClient needs ShopGraphQLClientProvider above it')
  return client
}

export interface QueryOptions<TData> {
  variables?: Variables
  skip?: boolean
  fetchPolicy?: FetchPolicy
  pollInterval?: number
  notifyOnNetworkStatusChange?: boolean
  onCompleted?: (data: TData) => void
  onError?: (error: ShopGraphQLError) => void
}

/** Apollo's network status numbers, for code that reads them. */
const NETWORK_STATUS = { loading: 1, refetch: 4, ready: 7, error: 8 } as const

export function useQuery<TData = Record<string, unknown>>(
  document: DocumentNode,
  options: QueryOptions<TData> = {}
) {
  const client = useShopClient()
  const {
    variables,
    skip = false,
    fetchPolicy = 'cache-and-network',
    pollInterval,
    notifyOnNetworkStatusChange = true,
  } = options
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const state = client.read(document, variables)
  const varsKey = JSON.stringify(variables ?? null)
  // network-only: a cached answer shows only once this hook's own request for
  // these very variables answered (until the effect has asked, nothing is ours).
  const asked = useRef<{ document: DocumentNode; varsKey: string; version: number } | null>(null)
  const callbacks = useRef(options)
  callbacks.current = options

  useEffect(() => {
    if (skip) return
    const version = client.read(document, variables).version
    asked.current = { document, varsKey, version }
    let reported = version
    const stop = client.watch(document, variables, () => {
      const now = client.read(document, variables)
      startTransition(rerender)
      if (now.version > reported && !now.loading) {
        reported = now.version
        if (now.error) callbacks.current.onError?.(now.error)
        else if (now.data) callbacks.current.onCompleted?.(now.data as TData)
      }
    })
    const cached = client.read(document, variables)
    if (fetchPolicy === 'cache-first' && cached.data) {
      callbacks.current.onCompleted?.(cached.data as TData)
    } else {
      client.fetch(document, variables).catch(() => undefined)
    }
    const poll =
      pollInterval && pollInterval > 0
        ? setInterval(() => client.fetch(document, variables).catch(() => undefined), pollInterval)
        : null
    return () => {
      stop()
      if (poll) clearInterval(poll)
      asked.current = null
    }
    // The variables by value: a new object with the same values is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, document, varsKey, skip, fetchPolicy, pollInterval])

  const ownAnswer =
    asked.current !== null &&
    asked.current.document === document &&
    asked.current.varsKey === varsKey &&
    state.version > asked.current.version
  const hidden = fetchPolicy === 'network-only' && !ownAnswer
  const data = skip || hidden ? undefined : (state.data as TData | undefined)
  const previous = useRef<TData | undefined>(undefined)
  const shown = useRef<TData | undefined>(undefined)
  if (data !== shown.current) {
    if (shown.current !== undefined) previous.current = shown.current
    shown.current = data
  }
  const error = skip || hidden ? undefined : state.error
  // Nothing to show yet is loading, also before the effect has sent the request
  // (a cell with neither data, error nor loading throws).
  const loading =
    !skip &&
    ((state.loading && (notifyOnNetworkStatusChange || data === undefined)) ||
      (data === undefined && error === undefined))
  const refetch = useCallback(
    (newVariables?: Variables) =>
      client
        .fetch(document, newVariables ?? variables)
        .then((answer) => ({ data: answer.data as TData })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, document, varsKey]
  )
  return {
    data,
    previousData: previous.current,
    loading,
    error,
    called: !skip,
    variables,
    client,
    refetch,
    networkStatus: loading
      ? data
        ? NETWORK_STATUS.refetch
        : NETWORK_STATUS.loading
      : error
        ? NETWORK_STATUS.error
        : NETWORK_STATUS.ready,
  }
}

export interface MutationOptions<TData> {
  variables?: Variables
  refetchQueries?: string[]
  awaitRefetchQueries?: boolean
  onCompleted?: (data: TData) => void
  onError?: (error: ShopGraphQLError) => void
}

interface MutationState<TData> {
  data: TData | undefined
  loading: boolean
  error: ShopGraphQLError | undefined
  called: boolean
}

export function useMutation<TData = Record<string, unknown>>(
  document: DocumentNode,
  options: MutationOptions<TData> = {}
) {
  const client = useShopClient()
  const [state, setState] = useState<MutationState<TData>>({
    data: undefined,
    loading: false,
    error: undefined,
    called: false,
  })
  const latest = useRef(options)
  latest.current = options
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => void (mounted.current = false)
  }, [])
  const update = (next: MutationState<TData>) => mounted.current && setState(next)

  const mutate = useCallback(
    async (call: Omit<MutationOptions<TData>, never> = {}) => {
      const merged = { ...latest.current, ...call }
      const variables = { ...latest.current.variables, ...call.variables }
      update({ data: undefined, loading: true, error: undefined, called: true })
      try {
        const data = await client.mutate<TData>(document, variables, merged)
        update({ data, loading: false, error: undefined, called: true })
        merged.onCompleted?.(data)
        return { data }
      } catch (caught) {
        const error = caught as ShopGraphQLError
        update({ data: undefined, loading: false, error, called: true })
        // As Apollo: with onError the call resolves, without it rejects.
        if (merged.onError) {
          merged.onError(error)
          return { data: undefined, errors: error.graphQLErrors }
        }
        throw error
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, document]
  )
  const reset = useCallback(
    () => update({ data: undefined, loading: false, error: undefined, called: false }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    []
  )
  return [mutate, { ...state, client, reset }] as const
}
