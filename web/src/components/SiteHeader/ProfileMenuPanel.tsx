import { isRetailCustomer } from '@domain/displayName'
import { isStaff } from '@domain/staffRoles'

import { Link } from '@redwoodjs/router'

import { useAuth } from 'src/auth'
import { Button } from 'src/components/ui/Button'
import { useLocalePath, useT } from 'src/lib/i18n'
import { accountPath, PATHS } from 'src/lib/links'

import { STAFF_LINK_LABEL } from './ProfileMenu'
import { useLogout } from './useLogout'

/**
 * The profile menu's open panel: the shopper's name and the account's pages
 * (for staff the back office first), and «Выйти». Fetched when the menu is
 * first opened, not with every page.
 */
const ProfileMenuPanel = ({
  id,
  name,
  unreadCount,
  onClose,
}: {
  id: string
  name: string
  unreadCount: number
  onClose: () => void
}) => {
  const { currentUser } = useAuth()
  const logout = useLogout()
  const t = useT()
  const to = useLocalePath()
  const items = [
    // Staff work in the back office: its door first (issue 30 §4).
    ...(isStaff(currentUser?.role) ? [{ label: STAFF_LINK_LABEL, to: PATHS.backOffice }] : []),
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
    <div id={id} className="profile-menu__panel">
      <p className="profile-menu__name">{name}</p>
      <ul className="profile-menu__list">
        {items.map((item) => (
          <li key={item.label}>
            <Link to={item.to} onClick={onClose}>
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
  )
}

export default ProfileMenuPanel
