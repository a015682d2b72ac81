import { useEffect, useRef } from 'react'

import { toast } from '@redwoodjs/web/toast'

import { useAuth } from 'src/auth'
import { removeStored, STORAGE_KEYS, writeStored } from 'src/lib/storage'

export const LOGIN_CHECK_FAILED = 'Непредвиденная ошибка'

/**
 * SPEC §4 "Login check": once at start; user info is kept in local storage
 * while logged in. A session whose user cannot be read is ended, the stored
 * info cleared, and 'Непредвиденная ошибка' shown.
 */
const AuthSync = () => {
  const { loading, isAuthenticated, currentUser, logOut } = useAuth()
  const failed = useRef(false)
  useEffect(() => {
    if (loading) return
    if (isAuthenticated && currentUser) {
      writeStored(STORAGE_KEYS.userInfo, currentUser)
    } else if (isAuthenticated && !currentUser && !failed.current) {
      failed.current = true
      removeStored(STORAGE_KEYS.userInfo)
      logOut().finally(() => toast.error(LOGIN_CHECK_FAILED))
    } else if (!isAuthenticated) {
      removeStored(STORAGE_KEYS.userInfo)
    }
  }, [loading, isAuthenticated, currentUser, logOut])
  return null
}

export default AuthSync
