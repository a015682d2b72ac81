import type { DocumentNode } from 'graphql'

import { operationName, queryKey } from './documents'
import {
  collectEntities,
  keepEqualParts,
  mergeEntities,
  type JsonObject,
  type KeyFields,
} from './entities'
import { sentText } from './sentText'

/**
 * A GraphQL client with what Redwood's cells and their pages need of Apollo
 * Client, at a tenth of its weight in the first bundle (README.md). A cache
 * of answers per operation and variables, filled from the prerendered
 * pages' answers; one request in flight per answer; newer objects reaching
 * the answers that hold them (./entities); refetching the watched answers a
 * mutation names; the session token on every request. Answers no screen
 * watches are kept up to a bound, the least recently used dropped first.
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

/**
 * Shaped as Apollo's error, which pages read (`graphQLErrors[0].extensions.code`).
 * `data`: what the api answered beside its errors (the fields that did not
 * fail; a failed field is null), null when it answered no data.
 */
export interface ShopGraphQLError extends Error {
  graphQLErrors: ReadonlyArray<GraphQLErrorShape>
  networkError: (Error & { statusCode?: number }) | null
  data: JsonObject | null
}

export function shopGraphQLError(
  graphQLErrors: ReadonlyArray<GraphQLErrorShape>,
  networkError: (Error & { statusCode?: number }) | null = null,
  data: JsonObject | null = null
): ShopGraphQLError {
  const message = graphQLErrors.length
    ? graphQLErrors.map((error) => error.message).join('\n')
    : (networkError?.message ?? 'Network error')
  return Object.assign(new Error(message), {
    name: 'ShopGraphQLError',
    graphQLErrors,
    networkError,
    data,
  })
}

/**
 * What one cached answer holds; replaced (never changed) so a render can
 * compare references. With an error, `data` is the partial data the failed
 * answer brought, else the last data before it (see README.md, «Errors»).
 */
export interface AnswerState {
  data: JsonObject | undefined
  error: ShopGraphQLError | undefined
  loading: boolean
  /** Completed network answers so far: a hook asking network-only waits for one after it mounted. */
  version: number
}

interface Entry {
  key: string
  /** The language the answer was asked in (`language`); '' when the client names none. */
  language: string
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

/** Answers kept that no screen watches: going back shows them at once; more would only hold memory. */
export const DEFAULT_KEEP_UNWATCHED = 50

export interface ShopGraphQLClientOptions {
  /** The session of the request being sent, read per request (a login needs no new client). */
  auth: () => GraphQLAuth
  /** The GraphQL endpoint; Redwood's RWJS_API_GRAPHQL_URL by default. */
  url?: string
  /** The answers the prerendered page was drawn with; by default those the page carries. */
  prerendered?: PrerenderedAnswer[]
  /** How objects are recognised across answers (./entities); by `id` unless named. */
  keyFields?: KeyFields
  /** How many answers no screen watches are kept, least recently used dropped first. */
  keepUnwatched?: number
  /**
   * The language to ask in, read per request and sent as Accept-Language
   * (the api answers goods and content in it). Answers are kept per
   * language and objects are merged only between answers of one language,
   * so switching the page's language never shows the other language's data.
   */
  language?: () => string
}

export type ShopGraphQLClient = ReturnType<typeof createShopGraphQLClient>

export function createShopGraphQLClient({
  auth: currentAuth,
  url = globalThis.RWJS_API_GRAPHQL_URL,
  prerendered = globalThis.__SHOP_PRERENDERED_ANSWERS ?? [],
  keyFields = {},
  keepUnwatched = DEFAULT_KEEP_UNWATCHED,
  language: currentLanguage = () => '',
}: ShopGraphQLClientOptions) {
  const entries = new Map<string, Entry>()
  const printed = new WeakMap<DocumentNode, string>()
  const keyOf = (name: string, variables: Variables | undefined, language: string) =>
    language ? `${language} ${queryKey(name, variables)}` : queryKey(name, variables)

  // The prerendered answers are in the language of the page they were drawn on.
  const pageLanguage = currentLanguage()
  for (const answer of prerendered) {
    const key = keyOf(answer.operationName, answer.variables, pageLanguage)
    entries.set(key, {
      key,
      language: pageLanguage,
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
      text = sentText(document)
      printed.set(document, text)
    }
    return text
  }

  const nameOf = (document: DocumentNode) => operationName(document) ?? print(document)

  function entryOf(document: DocumentNode, variables: Variables | undefined): Entry {
    const name = nameOf(document)
    const language = currentLanguage()
    const key = keyOf(name, variables, language)
    let entry = entries.get(key)
    if (!entry) {
      entry = {
        key,
        language,
        name,
        document,
        variables,
        state: EMPTY,
        inFlight: null,
        watchers: new Set(),
      }
      entries.set(key, entry)
      evictUnwatched(entry)
    } else if (!entry.document) {
      entry.document = document
    }
    return entry
  }

  /** Most recently used last: the map's order is the eviction order. */
  function touch(entry: Entry) {
    if (entries.get(entry.key) !== entry) return
    entries.delete(entry.key)
    entries.set(entry.key, entry)
  }

  /**
   * Drops the least recently used answers no screen watches, down to
   * `keepUnwatched`. An answer on its way stays (its caller waits for it),
   * and so does `keep`, the one just asked for.
   */
  function evictUnwatched(keep?: Entry) {
    let unwatched = 0
    for (const entry of entries.values()) if (entry.watchers.size === 0) unwatched++
    for (const entry of entries.values()) {
      if (unwatched <= keepUnwatched) return
      if (entry.watchers.size > 0 || entry.inFlight || entry === keep) continue
      entries.delete(entry.key)
      unwatched--
    }
  }

  function set(entry: Entry, state: AnswerState) {
    entry.state = state
    entry.watchers.forEach((notify) => notify())
  }

  /**
   * The entities of a newer answer reach every other cached answer of its
   * language that holds them (a Kazakh name must not replace a Russian one).
   */
  function spread(data: JsonObject | undefined, language: string, except?: Entry) {
    const entities = collectEntities(data, keyFields)
    if (entities.size === 0) return
    for (const entry of entries.values()) {
      if (entry === except || entry.language !== language || !entry.state.data) continue
      const merged = mergeEntities(entry.state.data, entities, keyFields)
      if (merged !== entry.state.data) set(entry, { ...entry.state, data: merged })
    }
  }

  /** One POST to the GraphQL endpoint, with the session as Redwood's own link sends it. */
  async function request(
    document: DocumentNode,
    variables: Variables | undefined,
    language: string
  ): Promise<JsonObject> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json;q=0.9',
    }
    // Always named when known: the browser's own Accept-Language must not pick a page's texts.
    if (language) headers['accept-language'] = language
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
    // Partial data travels with the errors; a field that failed is null in it.
    if (body?.errors?.length) throw shopGraphQLError(body.errors, null, body.data ?? null)
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
    return fetchEntry(entryOf(document, variables))
  }

  /** Asks the api for one kept answer, in the language it was first asked in. */
  function fetchEntry(entry: Entry): Promise<AnswerState> {
    if (entry.inFlight) return entry.inFlight
    touch(entry)
    set(entry, { ...entry.state, loading: true })
    const flight = request(entry.document as DocumentNode, entry.variables, entry.language).then(
      (answer) => {
        const data = keepEqualParts(entry.state.data, answer)
        const state = { data, error: undefined, loading: false, version: entry.state.version + 1 }
        entry.inFlight = null
        set(entry, state)
        spread(data, entry.language, entry)
        return state
      },
      (error: ShopGraphQLError) => {
        // The partial data replaces the last data; it is not spread to other
        // answers: a field nulled by its error would blank a good value there.
        const data = error.data ?? entry.state.data
        const state = { data, error, loading: false, version: entry.state.version + 1 }
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
        .map(fetchEntry)
    )
  }

  return {
    /** The answer as cached now (reading keeps nothing: only a watched or asked answer is kept). */
    read(document: DocumentNode, variables?: Variables): AnswerState {
      return entries.get(keyOf(nameOf(document), variables, currentLanguage()))?.state ?? EMPTY
    },

    /** Called whenever the answer changes; returns the unsubscribe. */
    watch(document: DocumentNode, variables: Variables | undefined, onChange: () => void) {
      const entry = entryOf(document, variables)
      entry.watchers.add(onChange)
      return () => {
        if (!entry.watchers.delete(onChange) || entry.watchers.size > 0) return
        // Unwatched from now on: the most recently used of those kept.
        touch(entry)
        evictUnwatched()
      }
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
      if (fetchPolicy === 'no-cache') {
        return { data: (await request(query, variables, currentLanguage())) as T }
      }
      const cached = entryOf(query, variables).state
      const state =
        fetchPolicy === 'cache-first' && cached.data ? cached : await fetchAnswer(query, variables)
      if (state.error) throw state.error
      return { data: state.data as T }
    },

    /**
     * A mutation; then the watched answers named in `refetchQueries` are asked
     * again. Rejects with the api's errors (their `data` holds a partial answer).
     */
    async mutate<T = JsonObject>(
      document: DocumentNode,
      variables: Variables | undefined,
      {
        refetchQueries = [],
        awaitRefetchQueries = false,
      }: { refetchQueries?: string[]; awaitRefetchQueries?: boolean } = {}
    ): Promise<T> {
      const language = currentLanguage()
      const data = await request(document, variables, language)
      spread(data, language)
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
      await Promise.all(watched.filter((entry) => entry.document).map(fetchEntry))
    },
  }
}
