import { isRetailCustomer } from '@domain/displayName'
import { isStaff } from '@domain/staffRoles'

import { Link } from '@redwoodjs/router'

import { useAuth } from 'src/auth'
import LanguageSwitcher from 'src/components/LanguageSwitcher/LanguageSwitcher'
import Modal from 'src/components/Modal/Modal'
import { useSiteContacts } from 'src/components/SiteContent/useContentBlock'
import { Button, ButtonLink } from 'src/components/ui/Button'
import { useLocalePath, useT } from 'src/lib/i18n'
import { accountPath, PATHS } from 'src/lib/links'
import { SITE_MENU, visibleMenu } from 'src/lib/siteMenu'

import { MenuLinks } from './MenuLinks'
import { STAFF_LINK_LABEL } from './ProfileMenu'
import { useLogout } from './useLogout'

/**
 * The burger's dialog below 1100 px (SPEC §2): the account's shortcuts or
 * «Войти», the catalogue, the site menu, contacts and the language. Fetched
 * when the burger is pressed (or the pointer reaches it), not with every page.
 */
const BurgerMenu = ({ onClose }: { onClose: () => void }) => {
  const { isAuthenticated, currentUser } = useAuth()
  const contacts = useSiteContacts()
  const logout = useLogout()
  const t = useT()
  const to = useLocalePath()
  const viewer = { isLoggedIn: isAuthenticated, isB2c: isRetailCustomer(currentUser) }
  const menu = visibleMenu(SITE_MENU, viewer)
  return (
    <Modal isOpen onClose={onClose} title={t('header.menu')}>
      <div className="burger-menu">
        {isAuthenticated ? (
          <ul className="burger-menu__shortcuts">
            {isStaff(currentUser?.role) ? (
              <li>
                <Link to={PATHS.backOffice} onClick={() => onClose()}>
                  {STAFF_LINK_LABEL}
                </Link>
              </li>
            ) : null}
            <li>
              <Link to={to(accountPath('userinfo'))} onClick={() => onClose()}>
                {t('header.account')}
              </Link>
            </li>
            <li>
              <Link to={to(accountPath('currentorders'))} onClick={() => onClose()}>
                {t('header.myOrders')}
              </Link>
            </li>
            <li>
              <Link to={to(accountPath('favorites'))} onClick={() => onClose()}>
                {t('header.favorites')}
              </Link>
            </li>
            {/* SPEC §2: b2c shoppers find the FAQ among their account items, not at the top. */}
            {viewer.isB2c ? (
              <li>
                <Link to={to(accountPath('faq'))} onClick={() => onClose()}>
                  {t('header.faq')}
                </Link>
              </li>
            ) : null}
          </ul>
        ) : (
          <ButtonLink to={to(PATHS.login)} onClick={() => onClose()}>
            {t('header.login')}
          </ButtonLink>
        )}
        <ButtonLink to={to(PATHS.precatalog)} variant="secondary" onClick={() => onClose()}>
          {t('header.catalog')}
        </ButtonLink>
        <nav aria-label={t('header.siteMenu')}>
          <MenuLinks items={menu} onNavigate={() => onClose()} />
        </nav>
        {isAuthenticated ? (
          <Button
            variant="link"
            className="burger-menu__logout"
            onClick={() => {
              onClose()
              logout()
            }}
          >
            {t('header.logout')}
          </Button>
        ) : null}
        {contacts ? (
          <address className="burger-menu__contacts">
            <a href={`tel:${contacts.phoneE164}`}>{contacts.phone}</a>
            <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
            <span>{contacts.hours}</span>
          </address>
        ) : null}
        <div className="burger-menu__language" role="group" aria-labelledby="burger-language">
          <span id="burger-language">{t('header.language')}</span>
          <LanguageSwitcher onNavigate={() => onClose()} />
        </div>
      </div>
    </Modal>
  )
}

export default BurgerMenu
