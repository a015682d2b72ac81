// Stories only: the mocked user is page-wide, so a story that logs someone in
// logs them out when it closes and the next story starts as a guest.
import { useEffect } from 'react'
import type { ReactNode } from 'react'

const LogsOutAfter = ({ children }: { children: ReactNode }) => {
  useEffect(() => () => mockCurrentUser(null), [])
  return <>{children}</>
}

export default LogsOutAfter
