import { lazy, Suspense, useState } from 'react'

import { isRetailCustomer } from '@domain/displayName'

import { Link } from '@redwoodjs/router'

import { useAuth } from 'src/auth'
import CartPopover from 'src/components/CartPopover/CartPopover'
import Icon from 'src/components/Icon/Icon'
import LanguageSwitcher from 'src/components/LanguageSwitcher/LanguageSwitcher'
import { useCompare } from 'src/components/ShopState/CompareProvider'
import { useSiteContacts } from 'src/components/SiteContent/useContentBlock'
import { ButtonLink } from 'src/components/ui/Button'
import { headerVariant, usesBurger } from 'src/lib/headerLayout'
import { useWindowWidth } from 'src/lib/hooks'
import { useLocalePath, useT } from 'src/lib/i18n'
import { accountPath, PATHS } from 'src/lib/links'
import { SITE_MENU, visibleMenu } from 'src/lib/siteMenu'

import CategoryStrip from './CategoryStrip'
import { MenuLinks } from './MenuLinks'
import ProfileMenu from './ProfileMenu'
import SearchBox from './SearchBox'

import './SiteHeader.css'

const loadBurgerMenu = () => import('./BurgerMenu')
const BurgerMenu = lazy(loadBurgerMenu)

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
            // The dialog's chunk is on its way before the press ends.
            onPointerEnter={() => void loadBurgerMenu()}
            onPointerDown={() => void loadBurgerMenu()}
            onFocus={() => void loadBurgerMenu()}
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
      {menuOpen ? (
        <Suspense fallback={null}>
          <BurgerMenu onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  )
}

export default SiteHeader
