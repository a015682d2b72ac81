import { createContext, lazy, Suspense, useContext, useMemo, useState } from 'react'
import type { ReactNode } from 'react'

import { useOnceTrue } from 'src/lib/hooks'

// The callback form (and react-hook-form with it) loads when it is first
// opened, not with every page: it is not on the first screen.
const CallbackModal = lazy(() => import('src/components/CallbackModal/CallbackModal'))
// The login invitation likewise: a guest's first press on a heart or a
// wholesale price opens it.
const LoginModal = lazy(() => import('src/components/LoginModal/LoginModal'))

interface UiApi {
  /** SPEC §3 Modal state: the auth modal. */
  openLogin: () => void
  /** «Перезвоните мне» from the footer, the contacts and the search's «Позвоните». */
  openCallback: () => void
  /** «Перезвоните мне» about a product (its page): the lead names the product. */
  openCallbackAbout: (article: string) => void
}

export const UiContext = createContext<UiApi>({
  openLogin: () => {},
  openCallback: () => {},
  openCallbackAbout: () => {},
})

/** The page-wide modals the header, footer and pages open. */
export function UiProvider({ children }: { children: ReactNode }) {
  const [loginOpen, setLoginOpen] = useState(false)
  const [callbackOpen, setCallbackOpen] = useState(false)
  const [callbackArticle, setCallbackArticle] = useState<string | null>(null)
  const callbackLoaded = useOnceTrue(callbackOpen)
  const loginLoaded = useOnceTrue(loginOpen)
  const api = useMemo(
    () => ({
      openLogin: () => setLoginOpen(true),
      openCallback: () => {
        setCallbackArticle(null)
        setCallbackOpen(true)
      },
      openCallbackAbout: (article: string) => {
        setCallbackArticle(article)
        setCallbackOpen(true)
      },
    }),
    []
  )
  return (
    <UiContext.Provider value={api}>
      {children}
      {loginLoaded ? (
        <Suspense fallback={null}>
          <LoginModal isOpen={loginOpen} onClose={() => setLoginOpen(false)} />
        </Suspense>
      ) : null}
      {callbackLoaded ? (
        <Suspense fallback={null}>
          <CallbackModal
            isOpen={callbackOpen}
            article={callbackArticle}
            onClose={() => setCallbackOpen(false)}
          />
        </Suspense>
      ) : null}
    </UiContext.Provider>
  )
}

export const useUi = () => useContext(UiContext)
