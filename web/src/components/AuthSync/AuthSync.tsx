import { useEffect, useRef } from 'react'

import { useAuth } from 'src/auth'
import { notifyError } from 'src/components/LazyToaster/notify'
import { useShopClient } from 'src/lib/graphql'
import { loadCatalog, localeOfPath } from 'src/lib/i18n'
import { instances, loadedLocale } from 'src/lib/i18n/catalogs'
import { removeStored, STORAGE_KEYS, writeStored } from 'src/lib/storage'

/** The message's id: «Непредвиденная ошибка» / «Күтпеген қате». */
export const LOGIN_CHECK_FAILED = 'auth.loginCheckFailed'

/**
 * The failed check's words in the language of the page the shopper is on:
 * AuthSync sits above the layouts (no LocaleProvider), so the address says
 * it, as the layouts read it; a Kazakh catalogue that cannot be loaded
 * leaves the Russian words.
 */
export const loginCheckFailedText = async (
  pathname = window.location.pathname
): Promise<string> => {
  const locale = localeOfPath(pathname)
  await loadCatalog(locale).catch(() => undefined)
  return instances[loadedLocale(locale)]._(LOGIN_CHECK_FAILED)
}

/** What AuthSync reads of the current user (lib/userInfo on the api). */
interface ViewerFacts {
  id?: unknown
}

/**
 * SPEC §4 "Login check": once at start; user info is kept in local storage
 * while logged in. A session whose user cannot be read is ended, the stored
 * info cleared, and «Непредвиденная ошибка» shown in the page's language.
 *
 * Redwood reports such a session simply as "not authenticated"; only the
 * session token, still present, tells it apart from a guest.
 *
 * When the user changes (logout, or another account logs in) the GraphQL
 * cache is emptied and what is on screen asked again: the old answers hold
 * what only the previous user may see (stock counts per shop, favourites,
 * orders).
 */
const AuthSync = () => {
  const { loading, isAuthenticated, currentUser, getToken, logOut } = useAuth()
  const client = useShopClient()
  const clearCache = useRef(() => client.resetStore())
  clearCache.current = () => client.resetStore()
  const checked = useRef(false)
  const previousUserId = useRef<unknown>(undefined)

  useEffect(() => {
    if (loading) return
    const user = isAuthenticated ? (currentUser as ViewerFacts | null) : null
    const userId = user?.id || null
    if (previousUserId.current && previousUserId.current !== userId) {
      clearCache.current().catch(() => undefined)
    }
    // Recently viewed goods need no clearing here: the device keeps their
    // articles only and the prices are read for whoever looks
    // (RecentlyViewedCell), so a guest after a wholesale customer sees retail.
    previousUserId.current = userId
  }, [loading, isAuthenticated, currentUser])

  useEffect(() => {
    if (loading) return
    if (isAuthenticated && currentUser) {
      checked.current = true
      writeStored(STORAGE_KEYS.userInfo, currentUser)
      return
    }
    removeStored(STORAGE_KEYS.userInfo)
    if (checked.current) return
    checked.current = true
    getToken()
      .then(async (token) => {
        if (!token) return
        await logOut().catch(() => undefined)
        await notifyError(await loginCheckFailedText())
      })
      .catch(() => undefined)
  }, [loading, isAuthenticated, currentUser, getToken, logOut])
  return null
}

export default AuthSync
