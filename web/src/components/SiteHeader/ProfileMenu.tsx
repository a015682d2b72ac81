import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'

import { userDisplayName } from '@domain/displayName'
import type { UnreadCountQuery } from 'types/graphql'

import { useQuery } from '@redwoodjs/web'

import { useAuth } from 'src/auth'
import Icon from 'src/components/Icon/Icon'
import { useUi } from 'src/components/ShopState/UiProvider'
import { useT } from 'src/lib/i18n'

export const UNREAD_COUNT = gql`
  query UnreadCountQuery {
    unreadNotificationCount
  }
`

const loadPanel = () => import('./ProfileMenuPanel')
const ProfileMenuPanel = lazy(loadPanel)

/** The back office's entry in a staff member's menus (the profile menu and the burger). */
export const STAFF_LINK_LABEL = 'Панель управления'

/**
 * 'Войти' for guests; for logged-in users the name, 'ЛК', a notification dot
 * and the menu, which for staff opens with «Панель управления» (/admin).
 */
const ProfileMenu = ({ compact }: { compact?: boolean }) => {
  const { isAuthenticated, currentUser, loading } = useAuth()
  const { openLogin } = useUi()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const t = useT()
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
  return (
    <div className="profile-menu" ref={rootRef}>
      <button
        type="button"
        className="header-icon-button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        // The panel's chunk is on its way before the press ends.
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
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
        <Suspense fallback={null}>
          <ProfileMenuPanel
            id={menuId}
            name={name}
            unreadCount={unreadCount}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

export default ProfileMenu
