import { useEffect, useId, useRef, useState } from 'react'

import { isRetailCustomer, userDisplayName } from '@domain/displayName'
import { isStaff } from '@domain/staffRoles'
import type { UnreadCountQuery } from 'types/graphql'

import { Link, navigate } from '@redwoodjs/router'
import { useQuery } from '@redwoodjs/web'

import { useAuth } from 'src/auth'
import Icon from 'src/components/Icon/Icon'
import { useUi } from 'src/components/ShopState/UiProvider'
import { Button } from 'src/components/ui/Button'
import { useLocalePath, useT } from 'src/lib/i18n'
import { accountPath, PATHS } from 'src/lib/links'
import { removeStored, STORAGE_KEYS } from 'src/lib/storage'

export const UNREAD_COUNT = gql`
  query UnreadCountQuery {
    unreadNotificationCount
  }
`

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

/** The back office's entry in a staff member's menus (the profile menu and the burger). */
export const STAFF_LINK_LABEL = 'Панель управления'

/**
 * 'Войти' for guests; for logged-in users the name, 'ЛК', a notification dot
 * and the menu, which for staff opens with «Панель управления» (/admin).
 */
const ProfileMenu = ({ compact }: { compact?: boolean }) => {
  const { isAuthenticated, currentUser, loading } = useAuth()
  const { openLogin } = useUi()
  const logout = useLogout()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const t = useT()
  const to = useLocalePath()
  const unread = useQuery<UnreadCountQuery>(UNREAD_COUNT, {
    skip: !isAuthenticated,
    pollInterval: 120_000,
  })

  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !rootRef.current?.contains(event.target as Node)
      )
        setOpen(false)
    }
    document.addEventListener('keydown', close)
    document.addEventListener('mousedown', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('mousedown', close)
    }
  }, [open])

  if (loading) return <span className="profile-menu__placeholder" aria-hidden="true" />
  if (!isAuthenticated || !currentUser) {
    return (
      <button type="button" className="header-icon-button" onClick={openLogin}>
        <span className="header-icon-button__icon">
          <Icon name="user" />
        </span>
        <span className="header-icon-button__label">{t('header.login')}</span>
      </button>
    )
  }
  const name = userDisplayName(currentUser)
  const unreadCount = unread.data?.unreadNotificationCount ?? 0
  const items = [
    // Staff work in the back office: its door first (issue 30 §4).
    ...(isStaff(currentUser.role) ? [{ label: STAFF_LINK_LABEL, to: PATHS.backOffice }] : []),
    { label: t('profile.userinfo'), to: to(accountPath('userinfo')) },
    { label: t('profile.currentOrders'), to: to(accountPath('currentorders')) },
    { label: t('profile.draftOrders'), to: to(accountPath('draftorders')) },
    { label: t('header.favorites'), to: to(accountPath('favorites')) },
    {
      label: unreadCount
        ? t('profile.notificationsUnread', { count: unreadCount })
        : t('profile.notifications'),
      to: to(accountPath('notifications')),
    },
    ...(isRetailCustomer(currentUser)
      ? [{ label: t('header.faq'), to: to(accountPath('faq')) }]
      : []),
  ]
  return (
    <div className="profile-menu" ref={rootRef}>
      <button
        type="button"
        className="header-icon-button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="header-icon-button__icon">
          <Icon name="user" />
        </span>
        {/* The accessible name is the visible label plus hidden words (WCAG 2.5.3). */}
        <span className="header-icon-button__label">{compact ? t('profile.short') : name}</span>
        <span className="visually-hidden">
          {unreadCount ? t('profile.hiddenUnread', { count: unreadCount }) : t('profile.hidden')}
        </span>
        {unreadCount ? <span className="header-icon-button__dot" aria-hidden="true" /> : null}
      </button>
      {open ? (
        <div id={menuId} className="profile-menu__panel">
          <p className="profile-menu__name">{name}</p>
          <ul className="profile-menu__list">
            {items.map((item) => (
              <li key={item.label}>
                <Link to={item.to} onClick={() => setOpen(false)}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <Button variant="link" onClick={logout}>
                {t('header.logout')}
              </Button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  )
}

export default ProfileMenu
