import { navigate } from '@redwoodjs/router'

import { useAuth } from 'src/auth'
import { useLocalePath } from 'src/lib/i18n'
import { PATHS } from 'src/lib/links'
import { removeStored, STORAGE_KEYS } from 'src/lib/storage'

/** SPEC §4 Logout: server first, then the stored user info and state go, then home (in the page's language). */
export function useLogout() {
  const { logOut } = useAuth()
  const home = useLocalePath()(PATHS.home)
  return async () => {
    try {
      await logOut()
    } finally {
      removeStored(STORAGE_KEYS.userInfo)
      navigate(home)
    }
  }
}
