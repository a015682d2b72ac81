import type { ReactNode } from 'react'

import { back, Link, navigate } from '@redwoodjs/router'

import PageProgress from 'src/components/PageProgress/PageProgress'
import { PATHS } from 'src/lib/links'

import './AuthLayout.css'

/** SPEC §2 auth layout: background, logo, 'Назад', a centred card of at most 460 px. */
const AuthLayout = ({ children }: { children?: ReactNode }) => (
  <div className="auth-layout">
    <PageProgress />
    <header className="auth-layout__header">
      <button
        type="button"
        className="link-button auth-layout__back"
        onClick={() => (window.history.length > 1 ? back() : navigate(PATHS.home))}
      >
        ← Назад
      </button>
      <Link to={PATHS.home} className="auth-layout__logo" aria-label="Акватория — на главную">
        Акватория
      </Link>
    </header>
    <main className="auth-layout__card">{children}</main>
  </div>
)

export default AuthLayout
