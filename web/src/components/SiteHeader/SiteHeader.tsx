import { useEffect, useRef, useState } from 'react'

import { isRetailCustomer } from '@domain/displayName'
import { isStaff } from '@domain/staffRoles'

import { Link } from '@redwoodjs/router'

import { useAuth } from 'src/auth'
import CartPopover from 'src/components/CartPopover/CartPopover'
import Icon from 'src/components/Icon/Icon'
import LanguageSwitcher from 'src/components/LanguageSwitcher/LanguageSwitcher'
import Modal from 'src/components/Modal/Modal'
import { useCompare } from 'src/components/ShopState/CompareProvider'
import { useSiteContacts } from 'src/components/SiteContent/useContentBlock'
import { Button, ButtonLink } from 'src/components/ui/Button'
import { headerVariant, usesBurger } from 'src/lib/headerLayout'
import { useWindowWidth } from 'src/lib/hooks'
import { useLocalePath, useT } from 'src/lib/i18n'
import { accountPath, PATHS } from 'src/lib/links'
import { SITE_MENU, visibleMenu, type MenuItem } from 'src/lib/siteMenu'

import CategoryStrip from './CategoryStrip'
import ProfileMenu, { STAFF_LINK_LABEL, useLogout } from './ProfileMenu'
import SearchBox from './SearchBox'

import './SiteHeader.css'

/**
 * A menu item with children («О нас»): a native disclosure that also closes on
 * Esc (handing focus back to its toggle) and once a child link is chosen, since
 * the header stays on screen across pages.
 */
const NavDropdown = ({ item, onNavigate }: { item: MenuItem; onNavigate?: () => void }) => {
  const t = useT()
  const to = useLocalePath()
  const ref = useRef<HTMLDetailsElement>(null)
  const [open, setOpen] = useState(false)
  const close = () => {
    if (ref.current) ref.current.open = false
  }

  useEffect(() => {
    if (!open) return
    // Captured on the document: heard wherever focus is (Safari does not focus a
    // clicked summary), and before the burger dialog's own Esc closes it.
    const onKey = (event: KeyboardEvent) => {
      const details = ref.current
      if (event.key !== 'Escape' || !details) return
      const focus = document.activeElement
      close()
      if (!focus || focus === document.body || details.contains(focus)) {
        event.stopPropagation()
        details.querySelector('summary')?.focus()
      }
    }
    document.addEventListener('keydown', onKey, true)
    return () => document.removeEventListener('keydown', onKey, true)
  }, [open])

  return (
    <details
      ref={ref}
      className="site-nav__dropdown"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="site-nav__link">{t(`menu.${item.id}`)}</summary>
      <ul className="site-nav__children">
        {item.children!.map((child) => (
          <li key={child.id}>
            <Link
              to={to(child.href)}
              className="site-nav__link"
              onClick={() => {
                close()
                onNavigate?.()
              }}
            >
              {t(`menu.${child.id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  )
}

/** A menu item's name is its message `menu.<id>` (SITE_MENU's Russian `name` is the same text). */
const MenuLinks = ({ items, onNavigate }: { items: MenuItem[]; onNavigate?: () => void }) => {
  const t = useT()
  const to = useLocalePath()
  return (
    <ul className="site-nav__list">
      {items.map((item) => (
        <li key={item.id} className="site-nav__item">
          {item.children?.length ? (
            <NavDropdown item={item} onNavigate={onNavigate} />
          ) : (
            <Link to={to(item.href)} className="site-nav__link" onClick={onNavigate}>
              {t(`menu.${item.id}`)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * SPEC §2 header: mobile (≤ 780 px), tablet (≤ 1310 px) and desktop variants,
 * resize debounced 1000 ms, burger below 1100 px; no width → empty header.
 */
const SiteHeader = () => {
  const width = useWindowWidth()
  const variant = headerVariant(width)
  const burger = usesBurger(width)
  const { isAuthenticated, currentUser } = useAuth()
  const compare = useCompare()
  const contacts = useSiteContacts()
  const logout = useLogout()
  const [menuOpen, setMenuOpen] = useState(false)
  const t = useT()
  const to = useLocalePath()
  const viewer = { isLoggedIn: isAuthenticated, isB2c: isRetailCustomer(currentUser) }
  const menu = visibleMenu(SITE_MENU, viewer)

  // Prerendered pages and their first render in the browser: the room is kept (CSS) so nothing jumps.
  if (variant === 'none') return <header className="site-header site-header--none" />
  return (
    <header className={`site-header site-header--${variant}`}>
      {variant === 'desktop' ? (
        // The row keeps its height while the contacts load.
        <div className="site-header__top">
          {contacts ? (
            <>
              <span>{contacts.hours}</span>
              <a href={`tel:${contacts.phoneE164}`} className="site-header__phone">
                {contacts.phone}
              </a>
            </>
          ) : null}
        </div>
      ) : null}
      <div className="site-header__bar">
        {burger ? (
          <button
            type="button"
            className="header-icon-button site-header__burger"
            aria-label={t('header.menu')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="menu" />
          </button>
        ) : null}
        <Link to={to(PATHS.home)} className="site-header__logo" aria-label={t('header.logoLabel')}>
          {t('header.logo')}
        </Link>
        {variant !== 'mobile' ? (
          <ButtonLink to={to(PATHS.precatalog)} className="site-header__catalog">
            <Icon name="menu" size={18} />
            {t('header.catalog')}
          </ButtonLink>
        ) : null}
        <div className="site-header__search">
          <SearchBox />
        </div>
        <div className="site-header__actions">
          <ProfileMenu compact={variant === 'mobile'} />
          <LanguageSwitcher className="site-header__language" />
          <Link to={to(PATHS.compare)} className="header-icon-button">
            <span className="header-icon-button__icon">
              <Icon name="compare" />
            </span>
            <span className="header-icon-button__label">{t('header.compare')}</span>
            <span className="visually-hidden">
              {t('header.compareCount', { count: compare.count })}
            </span>
            {compare.count ? (
              <span className="header-icon-button__badge" aria-hidden="true">
                {compare.count}
              </span>
            ) : null}
          </Link>
          {isAuthenticated ? (
            <Link
              to={to(accountPath('favorites'))}
              className="header-icon-button"
              aria-label={t('header.favorites')}
            >
              <span className="header-icon-button__icon">
                <Icon name="heart" />
              </span>
              <span className="header-icon-button__label">{t('header.favorites')}</span>
            </Link>
          ) : (
            <Link
              to={to(PATHS.myOrders)}
              className="header-icon-button"
              aria-label={t('header.findOrder')}
            >
              <span className="header-icon-button__icon">
                <Icon name="search" />
              </span>
              <span className="header-icon-button__label">{t('header.findOrder')}</span>
            </Link>
          )}
          <CartPopover />
        </div>
      </div>
      {!burger ? (
        <nav className="site-nav" aria-label={t('header.mainMenu')}>
          <MenuLinks items={menu} />
        </nav>
      ) : null}
      {variant !== 'mobile' ? <CategoryStrip /> : null}
      <Modal isOpen={menuOpen} onClose={() => setMenuOpen(false)} title={t('header.menu')}>
        <div className="burger-menu">
          {isAuthenticated ? (
            <ul className="burger-menu__shortcuts">
              {isStaff(currentUser?.role) ? (
                <li>
                  <Link to={PATHS.backOffice} onClick={() => setMenuOpen(false)}>
                    {STAFF_LINK_LABEL}
                  </Link>
                </li>
              ) : null}
              <li>
                <Link to={to(accountPath('userinfo'))} onClick={() => setMenuOpen(false)}>
                  {t('header.account')}
                </Link>
              </li>
              <li>
                <Link to={to(accountPath('currentorders'))} onClick={() => setMenuOpen(false)}>
                  {t('header.myOrders')}
                </Link>
              </li>
              <li>
                <Link to={to(accountPath('favorites'))} onClick={() => setMenuOpen(false)}>
                  {t('header.favorites')}
                </Link>
              </li>
              {/* SPEC §2: b2c shoppers find the FAQ among their account items, not at the top. */}
              {viewer.isB2c ? (
                <li>
                  <Link to={to(accountPath('faq'))} onClick={() => setMenuOpen(false)}>
                    {t('header.faq')}
                  </Link>
                </li>
              ) : null}
            </ul>
          ) : (
            <ButtonLink to={to(PATHS.login)} onClick={() => setMenuOpen(false)}>
              {t('header.login')}
            </ButtonLink>
          )}
          <ButtonLink
            to={to(PATHS.precatalog)}
            variant="secondary"
            onClick={() => setMenuOpen(false)}
          >
            {t('header.catalog')}
          </ButtonLink>
          <nav aria-label={t('header.siteMenu')}>
            <MenuLinks items={menu} onNavigate={() => setMenuOpen(false)} />
          </nav>
          {isAuthenticated ? (
            <Button
              variant="link"
              className="burger-menu__logout"
              onClick={() => {
                setMenuOpen(false)
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
            <LanguageSwitcher onNavigate={() => setMenuOpen(false)} />
          </div>
        </div>
      </Modal>
    </header>
  )
}

export default SiteHeader
