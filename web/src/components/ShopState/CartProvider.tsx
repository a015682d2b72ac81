import {
  createContext,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { ReactNode } from 'react'

import {
  applyLocalCartChange,
  cartChangeOf,
  decrementLocalCart,
  sanitizeLocalCart,
  type LocalCartLine,
} from '@domain/cart'
import type { CartFields } from 'types/graphql'

import { useMutation, useQuery } from '@redwoodjs/web'

import { useAuth } from 'src/auth'
import { useBrowserState } from 'src/lib/hooks'
import { readStored, STORAGE_KEYS, writeStored } from 'src/lib/storage'

import {
  ADD_TO_CART,
  CLEAR_CART,
  GUEST_CART,
  MERGE_CART,
  MY_CART,
  REMOVE_FROM_CART,
} from './cartFragments'

export type CartData = CartFields
export type CartLineData = CartFields['lines'][number]

export const EMPTY_CART: CartData = {
  __typename: 'Cart',
  count: 0,
  total: 0,
  hasUnpriced: false,
  lines: [],
}

export interface CartApi {
  cart: CartData
  loading: boolean
  /** A guest's cart lives in the browser; a logged-in shopper's on the server. */
  isGuest: boolean
  /** The lines a guest order sends (SPEC §3 payload items). */
  localLines: LocalCartLine[]
  /** Plus: one more (the first add sets 1). */
  add: (article: string) => Promise<void>
  /** Minus: one less; the line goes at 0. */
  decrement: (article: string) => Promise<void>
  /** A typed quantity: an integer sets it, below 1 removes, anything else is ignored. */
  setQuantity: (article: string, typed: string | number) => Promise<void>
  remove: (article: string) => Promise<void>
  clear: () => Promise<void>
}

/** The cart without its loading flag: what a product card reads (useCartContents). */
export type CartContents = Omit<CartApi, 'loading'>

// Two contexts: the flag flips while the session is restored, and the page's
// product cards, which need only the lines and «В корзину», are not drawn
// again for it.
const CartContext = createContext<CartContents | null>(null)
const CartLoadingContext = createContext(false)

/** A server cart change: its failure is logged, never thrown at the button that asked. */
const guard = (run: () => Promise<unknown>) =>
  run().then(
    () => undefined,
    (error) => console.error('cart', error)
  )

const itemsOf = (lines: LocalCartLine[]) =>
  lines.map((line) => ({ product: line.article, quantity: line.quantity }))

/**
 * The one cart of the page (SPEC §4 "Cart (popover)", "Cart (local store)"):
 * logged-in shoppers change the server cart and the list is replaced by what
 * the server answers; guests keep lines in local storage, priced by the
 * server's guestCart. At login the browser cart is merged into the server's.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { isAuthenticated, loading: authLoading } = useAuth()
  const [localLines, setLocalLines] = useBrowserState<LocalCartLine[]>(
    () => readStored(STORAGE_KEYS.cart, sanitizeLocalCart),
    []
  )
  const [serverCart, setServerCart] = useState<CartData | null>(null)
  const isGuest = !isAuthenticated

  const keepLocal = useCallback(
    (next: LocalCartLine[]) => {
      setLocalLines(next)
      writeStored(STORAGE_KEYS.cart, next)
    },
    [setLocalLines]
  )

  const server = useQuery(MY_CART, {
    skip: authLoading || !isAuthenticated,
    fetchPolicy: 'network-only',
    onCompleted: (data) => setServerCart(data.myCart),
    onError: (error) => console.error('cart', error),
  })
  const guest = useQuery(GUEST_CART, {
    skip: authLoading || isAuthenticated || localLines.length === 0,
    variables: { items: itemsOf(localLines) },
    onError: (error) => console.error('cart', error),
  })

  const replace = {
    onCompleted: (data: Record<string, CartData>) => setServerCart(Object.values(data)[0]),
  }
  const [addMutation, adding] = useMutation(ADD_TO_CART, replace)
  const [removeMutation, removing] = useMutation(REMOVE_FROM_CART, replace)
  const [clearMutation, clearing] = useMutation(CLEAR_CART, replace)
  const [mergeMutation, merging] = useMutation(MERGE_CART, replace)

  // At login: the guest's lines join the server cart once, then the browser copy is emptied.
  const merged = useRef(false)
  useEffect(() => {
    if (authLoading || !isAuthenticated) {
      merged.current = false
      setServerCart(null)
      return
    }
    if (merged.current || localLines.length === 0) return
    merged.current = true
    mergeMutation({ variables: { items: itemsOf(localLines) } })
      .then(() => keepLocal([]))
      .catch((error) => console.error('cart merge', error))
  }, [authLoading, isAuthenticated, localLines, mergeMutation, keepLocal])

  const lineOf = useCallback(
    (article: string) =>
      (isGuest
        ? localLines
        : (serverCart?.lines ?? []).map((l) => ({
            article: l.product.article,
            quantity: l.quantity,
          }))
      ).find((line) => line.article === article),
    [isGuest, localLines, serverCart]
  )

  const cart = isGuest
    ? localLines.length
      ? (guest.data?.guestCart ?? guest.previousData?.guestCart ?? EMPTY_CART)
      : EMPTY_CART
    : (serverCart ?? server.data?.myCart ?? EMPTY_CART)
  const loading =
    authLoading ||
    server.loading ||
    guest.loading ||
    adding.loading ||
    removing.loading ||
    clearing.loading ||
    merging.loading

  // The same object while nothing of it changed: every product card on the
  // page reads the cart, and a new object at each of this provider's renders
  // (the session restored, a query's loading flag) drew all of them again
  // while a phone adopted the page.
  const contents = useMemo<CartContents>(
    () => ({
      cart,
      isGuest,
      localLines,
      add: (article) =>
        isGuest
          ? Promise.resolve(keepLocal(applyLocalCartChange(localLines, article)))
          : guard(() => addMutation({ variables: { article } })),
      decrement: (article) => {
        if (isGuest) return Promise.resolve(keepLocal(decrementLocalCart(localLines, article)))
        const held = lineOf(article)
        if (!held) return Promise.resolve()
        return held.quantity <= 1
          ? guard(() => removeMutation({ variables: { article } }))
          : guard(() => addMutation({ variables: { article, quantity: held.quantity - 1 } }))
      },
      setQuantity: (article, typed) => {
        // The rule inside the api's schema of POST /cart/add/ (cartChangeOf):
        // what it would refuse is ignored here. Not the schema itself, which
        // would bring zod into the first bundle of every page.
        const change = cartChangeOf(typed)
        if (change.kind === 'invalid') return Promise.resolve()
        if (isGuest)
          return Promise.resolve(keepLocal(applyLocalCartChange(localLines, article, typed)))
        if (change.kind === 'remove') return guard(() => removeMutation({ variables: { article } }))
        const quantity = change.kind === 'set' ? change.quantity : undefined
        return guard(() => addMutation({ variables: { article, quantity } }))
      },
      remove: (article) =>
        isGuest
          ? Promise.resolve(keepLocal(localLines.filter((line) => line.article !== article)))
          : guard(() => removeMutation({ variables: { article } })),
      clear: () => (isGuest ? Promise.resolve(keepLocal([])) : guard(() => clearMutation())),
    }),
    [cart, isGuest, localLines, keepLocal, lineOf, addMutation, removeMutation, clearMutation]
  )

  // The cart's answers arrive as urgent updates (Apollo's useSyncExternalStore).
  // React adopts a prerendered page's content after the frame, and an urgent
  // update reaching it before then makes React drop its markup and draw it
  // again (error 421); the page's components get the cart a moment later.
  const shared = useDeferredValue(contents)
  const sharedLoading = useDeferredValue(loading)
  return (
    <CartContext.Provider value={shared}>
      <CartLoadingContext.Provider value={sharedLoading}>{children}</CartLoadingContext.Provider>
    </CartContext.Provider>
  )
}

/** The cart's lines and actions, without the loading flag (product cards). */
export function useCartContents(): CartContents {
  const contents = useContext(CartContext)
  if (!contents) throw new Error('useCart needs a CartProvider above it')
  return contents
}

export function useCart(): CartApi {
  const contents = useCartContents()
  const loading = useContext(CartLoadingContext)
  return useMemo(() => ({ ...contents, loading }), [contents, loading])
}

/** For stories and tests: a fixed cart whose actions are spies or no-ops. */
export function StaticCartProvider({
  value,
  children,
}: {
  value: Partial<CartApi>
  children: ReactNode
}) {
  const { loading = false, ...given } = value
  const contents = useMemo<CartContents>(
    () => ({
      cart: EMPTY_CART,
      isGuest: true,
      localLines: [],
      add: async () => {},
      decrement: async () => {},
      setQuantity: async () => {},
      remove: async () => {},
      clear: async () => {},
      ...given,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `value` is the stories' one object
    [value]
  )
  return (
    <CartContext.Provider value={contents}>
      <CartLoadingContext.Provider value={loading}>{children}</CartLoadingContext.Provider>
    </CartContext.Provider>
  )
}
