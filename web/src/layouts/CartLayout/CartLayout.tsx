import type { ReactNode } from 'react'

import BackHeader from 'src/components/BackHeader/BackHeader'
import PageProgress from 'src/components/PageProgress/PageProgress'
import { UiProvider } from 'src/components/ShopState/UiProvider'
import SiteFooter from 'src/components/SiteFooter/SiteFooter'
import { LocaleProvider } from 'src/lib/i18n'

import './CartLayout.css'

/** SPEC §2 cart layout: back link, logo to /, a centred column of 400 px, footer without advantages. */
const CartLayout = ({ children }: { children?: ReactNode }) => (
  <LocaleProvider>
    <UiProvider>
      <PageProgress />
      <div className="cart-layout">
        <BackHeader block="cart-layout" logoClassName="site-header__logo" />
        <main className="cart-layout__column">{children}</main>
      </div>
      <SiteFooter withAdvantages={false} />
    </UiProvider>
  </LocaleProvider>
)

export default CartLayout
