import type { ReactNode } from 'react'

import { back, Link } from '@redwoodjs/router'

import PageProgress from 'src/components/PageProgress/PageProgress'
import { UiProvider } from 'src/components/ShopState/UiProvider'
import SiteFooter from 'src/components/SiteFooter/SiteFooter'
import { PATHS } from 'src/lib/links'

import './CartLayout.css'

/** SPEC §2 cart layout: back link, logo to /, a centred column of 400 px, footer without advantages. */
const CartLayout = ({ children }: { children?: ReactNode }) => (
  <UiProvider>
    <PageProgress />
    <div className="cart-layout">
      <header className="cart-layout__header">
        <button
          type="button"
          className="link-button cart-layout__back"
          onClick={() => (window.history.length > 1 ? back() : window.location.assign('/'))}
        >
          ← Назад
        </button>
        <Link to={PATHS.home} className="site-header__logo" aria-label="Акватория — на главную">
          Акватория
        </Link>
      </header>
      <main className="cart-layout__column">{children}</main>
    </div>
    <SiteFooter withAdvantages={false} />
  </UiProvider>
)

export default CartLayout
