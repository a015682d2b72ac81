import type { ReactNode } from 'react'

import { NavLink } from '@redwoodjs/router'

import { useAuth } from 'src/auth'
import PageProgress from 'src/components/PageProgress/PageProgress'
import { useLogout } from 'src/components/SiteHeader/useLogout'

import { sectionsFor } from './adminSections'

import './AdminLayout.css'

/**
 * The back office (issue 18): the staff member and a logout on top, the
 * sections on the left (only those that exist), the screen beside them.
 * Desktop first; on a tablet the sections line up above the screen.
 */
const AdminLayout = ({ children }: { children?: ReactNode }) => {
  const { currentUser } = useAuth()
  const logout = useLogout()
  return (
    <div className="admin-layout">
      <PageProgress />
      <header className="admin-layout__header">
        <span className="admin-layout__title">Акватория — управление</span>
        <div className="admin-layout__user">
          <span>{currentUser?.email}</span>
          <button type="button" className="button button--secondary button--small" onClick={logout}>
            Выйти
          </button>
        </div>
      </header>
      <div className="admin-layout__body">
        <nav aria-label="Разделы управления" className="admin-layout__nav">
          <ul>
            {sectionsFor(currentUser?.role).map((section) => (
              <li key={section.title}>
                <NavLink
                  to={section.path()}
                  className="admin-layout__link"
                  activeClassName="admin-layout__link admin-layout__link--active"
                  matchSubPaths={!section.exact}
                >
                  {section.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="admin-layout__main">{children}</main>
      </div>
    </div>
  )
}

export default AdminLayout
