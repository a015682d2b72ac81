import type { ReactNode } from 'react'

import BackHeader from 'src/components/BackHeader/BackHeader'
import PageProgress from 'src/components/PageProgress/PageProgress'
import { LocaleProvider } from 'src/lib/i18n'

import './AuthLayout.css'

/** SPEC §2 auth layout: background, logo, 'Назад', a centred card of at most 460 px. */
const AuthLayout = ({ children }: { children?: ReactNode }) => (
  <LocaleProvider>
    <div className="auth-layout">
      <PageProgress />
      <BackHeader block="auth-layout" logoClassName="auth-layout__logo" />
      <main className="auth-layout__card">{children}</main>
    </div>
  </LocaleProvider>
)

export default AuthLayout
