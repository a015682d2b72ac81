import { createElement, useContext, useDeferredValue, useEffect, useState } from 'react'
import type { ReactNode } from 'react'

import { createDbAuthClient, createAuth } from '@redwoodjs/auth-dbauth-web'

const dbAuthClient = createDbAuthClient()

const redwoodAuth = createAuth(dbAuthClient)

export const { useAuth } = redwoodAuth

/**
 * Passes Redwood's auth state on, its restored session in a transition.
 *
 * Redwood's provider restores the session after mount (a request for the
 * token, then for the user) and sets its state urgently. React adopts a
 * prerendered page's content after the frame around it; an urgent context
 * change reaching that content first made React adopt it in one long task
 * (a phone's main thread blocked) and, when that render ended just before one
 * of React's suspense timeouts, give the markup up and draw the page again
 * (minified error #421). Until the restored state has been passed on, this
 * hands it on deferred (a transition, which waits for adoption); afterwards
 * live, so a login or logout is seen at once by the routes it redirects to.
 */
const RestoredInTransition = ({ children }: { children?: ReactNode }) => {
  const live = useContext(redwoodAuth.AuthContext)
  const deferred = useDeferredValue(live)
  const [restored, setRestored] = useState(false)
  const deferredLoading = deferred?.loading ?? true
  useEffect(() => {
    // The deferred state has caught up with the live one here: switching
    // over passes the same value on, which changes nothing below.
    if (!deferredLoading) setRestored(true)
  }, [deferredLoading])
  return createElement(
    redwoodAuth.AuthContext.Provider,
    { value: restored ? live : deferred },
    children
  )
}

export const AuthProvider = ({ children }: { children?: ReactNode }) =>
  createElement(redwoodAuth.AuthProvider, null, createElement(RestoredInTransition, null, children))
