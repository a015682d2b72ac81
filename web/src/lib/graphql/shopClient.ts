import type { DocumentNode } from 'graphql'

import { operationName, queryKey, withTypename } from './documents'
import { collectEntities, mergeEntities, type JsonObject } from './entities'
import { printDocument } from './printDocument'

/**
 * The shop's GraphQL client (issue «Storefront finish»): what Redwood's cells
 * and the shop's hooks need of Apollo Client, at a tenth of its weight in the
 * first bundle. A cache of answers per operation and variables, filled from
 * the prerendered pages' answers; one request in flight per answer; newer
 * entities reaching the answers that hold them (./entities); refetching the
 * watched answers a mutation names; the session token on every request.
 */

export type Variables = Record<string, unknown>
export type FetchPolicy = 'cache-first' | 'cache-and-network' | 'network-only' | 'no-cache'

export interface GraphQLAuth {
  type: string
  getToken: () => Promise<string | null>
}

interface GraphQLErrorShape {
  message: string
  extensions?: Record<string, unknown>
  path?: ReadonlyArray<string | number>
}

/** Shaped as Apollo's error, which the shop's pages read (`graphQLErrors[0].extensions.code`). */
export interface ShopGraphQLError extends Error {
  graphQLErrors: ReadonlyArray<GraphQLErrorShape>
  networkError: (Error & { statusCode?: number }) | null
}

export function shopGraphQLError(
  graphQLErrors: ReadonlyArray<GraphQLErrorShape>,
  networkError: (Error & { statusCode?: number }) | null = null
): ShopGraphQLError {
  const message = graphQLErrors.length
    ? graphQLErrors.map((error) => error.message).join('\n')
    : (networkError?.message ?? 'Network error')
  return Object.assign(new Error(message), {
    name: 'ShopGraphQLError',
    graphQLErrors,
    networkError,
  })
}

/** What one cached answer holds; replaced (never changed) so a render can compare references. */
export interface AnswerState {
  data: JsonObject | undefined
  error: ShopGraphQLError | undefined
  loading: boolean
  /** Completed network answers so far: a hook asking network-only waits for one after it mounted. */
  version: number
}

interface Entry {
  key: string
  name: string
  document: DocumentNode | null
  variables: Variables | undefined
  state: AnswerState
  inFlight: Promise<AnswerState> | null
  watchers: Set<() => void>
}

/** A prerendered cell's answer, as the build writes it into the page (see docs/stack.md). */
export interface PrerenderedAnswer {
  operationName: string
  variables?: Variables
  data: JsonObject
}

declare global {
  // eslint-disable-next-line no-var
  var __SHOP_PRERENDERED_ANSWERS: PrerenderedAnswer[] | undefined
}

const EMPTY: AnswerState = { data: undefined, error: undefined, loading: false, version: 0 }

export type ShopGraphQLClient = ReturnType<typeof createShopGraphQLClient>

export function createShopGraphQLClient(
  currentAuth: () => GraphQLAuth,
  url: string = globalThis.RWJS_API_GRAPHQL_URL,
  prerendered: PrerenderedAnswer[] = globalThis.__SHOP_PRERENDERED_ANSWERS ?? []
) {
  const entries = new Map<string, Entry>()
  const printed = new WeakMap<DocumentNode, string>()

  for (const answer of prerendered) {
    const key = queryKey(answer.operationName, answer.variables)
    entries.set(key, {
      key,
      name: answer.operationName,
      // The document arrives with the first hook that asks for it.
      document: null,
      variables: answer.variables,
      state: { ...EMPTY, data: answer.data },
      inFlight: null,
      watchers: new Set(),
    })
  }

  function print(document: DocumentNode): string {
    let text = printed.get(document)
    if (!text) {
      text = printDocument(withTypename(document))
      printed.set(document, text)
    }
    return text
  }

  function entryOf(document: DocumentNode, variables: Variables | undefined): Entry {
    const name = operationName(document) ?? print(document)
    const key = queryKey(name, variables)
    let entry = entries.get(key)
    if (!entry) {
      entry = { key, name, document, variables, state: EMPTY, inFlight: null, watchers: new Set() }
      entries.set(key, entry)
    } else if (!entry.document) {
      entry.document = document
    }
    return entry
  }

  function set(entry: Entry, state: AnswerState) {
    entry.state = state
    entry.watchers.forEach((notify) => notify())
  }

  /** The entities of a newer answer reach every other cached answer that holds them. */
  function spread(data: JsonObject | undefined, except?: Entry) {
    const entities = collectEntities(data)
    if (entities.size === 0) return
    for (const entry of entries.values()) {
      if (entry === except || !entry.state.data) continue
      const merged = mergeEntities(entry.state.data, entities)
      if (merged !== entry.state.data) set(entry, { ...entry.state, data: merged })
    }
  }

  /** One POST to the GraphQL endpoint, with the session as Redwood's own link sends it. */
  async function request(document: DocumentNode, variables?: Variables): Promise<JsonObject> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json;q=0.9',
    }
    const { type, getToken } = currentAuth()
    const token = await getToken()
    if (token) {
      headers['auth-provider'] = type
      headers.authorization = `Bearer ${token}`
    }
    let response: Response
    try {
      response = await fetch(url, {
        method: 'POST',
        headers,
        credentials: 'same-origin',
        body: JSON.stringify({
          operationName: operationName(document) ?? undefined,
          query: print(document),
          variables: variables ?? {},
        }),
      })
    } catch (error) {
      throw shopGraphQLError([], error instanceof Error ? error : new Error(String(error)))
    }
    let body: { data?: JsonObject | null; errors?: GraphQLErrorShape[] } | null = null
    try {
      body = await response.json()
    } catch {
      body = null
    }
    if (body?.errors?.length) throw shopGraphQLError(body.errors)
    if (!response.ok || !body?.data) {
      throw shopGraphQLError(
        [],
        Object.assign(
          new Error(`Response not successful: Received status code ${response.status}`),
          {
            statusCode: response.status,
          }
        )
      )
    }
    return body.data
  }

  /** Asks the api unless the same answer is already on its way. */
  function fetchAnswer(document: DocumentNode, variables?: Variables): Promise<AnswerState> {
    const entry = entryOf(document, variables)
    if (entry.inFlight) return entry.inFlight
    set(entry, { ...entry.state, loading: true })
    const flight = request(document, variables).then(
      (data) => {
        const state = { data, error: undefined, loading: false, version: entry.state.version + 1 }
        entry.inFlight = null
        set(entry, state)
        spread(data, entry)
        return state
      },
      (error: ShopGraphQLError) => {
        const state = { ...entry.state, error, loading: false, version: entry.state.version + 1 }
        entry.inFlight = null
        set(entry, state)
        return state
      }
    )
    entry.inFlight = flight
    return flight
  }

  /** Asks again every watched answer of the named operations (Apollo refetches only active queries too). */
  function refetchWatched(names: string[]): Promise<unknown> {
    const wanted = new Set(names)
    return Promise.all(
      [...entries.values()]
        .filter((entry) => wanted.has(entry.name) && entry.watchers.size > 0 && entry.document)
        .map((entry) => fetchAnswer(entry.document as DocumentNode, entry.variables))
    )
  }

  return {
    /** The answer as cached now. */
    read(document: DocumentNode, variables?: Variables): AnswerState {
      return entryOf(document, variables).state
    },

    /** Called whenever the answer changes; returns the unsubscribe. */
    watch(document: DocumentNode, variables: Variables | undefined, onChange: () => void) {
      const entry = entryOf(document, variables)
      entry.watchers.add(onChange)
      return () => void entry.watchers.delete(onChange)
    },

    fetch: fetchAnswer,
    refetchWatched,

    /** A one-off query (Apollo's client.query). */
    async query<T = JsonObject>({
      query,
      variables,
      fetchPolicy = 'cache-first',
    }: {
      query: DocumentNode
      variables?: Variables
      fetchPolicy?: FetchPolicy
    }): Promise<{ data: T }> {
      if (fetchPolicy === 'no-cache') return { data: (await request(query, variables)) as T }
      const cached = entryOf(query, variables).state
      const state =
        fetchPolicy === 'cache-first' && cached.data ? cached : await fetchAnswer(query, variables)
      if (state.error) throw state.error
      return { data: state.data as T }
    },

    /** A mutation; then the watched answers named in `refetchQueries` are asked again. */
    async mutate<T = JsonObject>(
      document: DocumentNode,
      variables: Variables | undefined,
      {
        refetchQueries = [],
        awaitRefetchQueries = false,
      }: { refetchQueries?: string[]; awaitRefetchQueries?: boolean } = {}
    ): Promise<T> {
      const data = await request(document, variables)
      spread(data)
      const refetching = refetchWatched(refetchQueries)
      if (awaitRefetchQueries) await refetching
      return data as T
    },

    /**
     * Forgets every answer (another person is logged in now: the old answers
     * hold what only the previous one may see) and asks the watched ones again.
     */
    async resetStore(): Promise<void> {
      const watched: Entry[] = []
      for (const entry of [...entries.values()]) {
        entry.inFlight = null
        if (entry.watchers.size === 0) {
          entries.delete(entry.key)
        } else {
          watched.push(entry)
          set(entry, EMPTY)
        }
      }
      await Promise.all(
        watched
          .filter((entry) => entry.document)
          .map((entry) => fetchAnswer(entry.document as DocumentNode, entry.variables))
      )
    },
  }
}
