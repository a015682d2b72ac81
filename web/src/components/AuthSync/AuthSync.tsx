import { useEffect, useRef } from 'react'

import { toast } from '@redwoodjs/web/toast'

import { useAuth } from 'src/auth'
import { removeStored, STORAGE_KEYS, writeStored } from 'src/lib/storage'

export const LOGIN_CHECK_FAILED = 'Непредвиденная ошибка'

/**
 * SPEC §4 "Login check": once at start; user info is kept in local storage
 * while logged in. A session whose user cannot be read is ended, the stored
 * info cleared, and 'Непредвиденная ошибка' shown.
 *
 * Redwood reports such a session simply as "not authenticated"; only the
 * session token, still present, tells it apart from a guest.
 */
const AuthSync = () => {
  const { loading, isAuthenticated, currentUser, getToken, logOut } = useAuth()
  const checked = useRef(false)
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
        toast.error(LOGIN_CHECK_FAILED)
      })
      .catch(() => undefined)
  }, [loading, isAuthenticated, currentUser, getToken, logOut])
  return null
}

export default AuthSync
