import type { ReactNode } from 'react'

import CompareLimitAlert from 'src/components/CompareLimitAlert/CompareLimitAlert'
import FloatingContacts from 'src/components/FloatingContacts/FloatingContacts'
import PageProgress from 'src/components/PageProgress/PageProgress'
import PromoBanner from 'src/components/PromoBanner/PromoBanner'
import { UiProvider } from 'src/components/ShopState/UiProvider'
import SiteFooter from 'src/components/SiteFooter/SiteFooter'
import SiteHead from 'src/components/SiteHead/SiteHead'
import SiteHeader from 'src/components/SiteHeader/SiteHeader'
import { LocaleProvider, useT } from 'src/lib/i18n'

const SkipLink = () => (
  <a href="#main" className="skip-link">
    {useT()('layout.skipToContent')}
  </a>
)

/**
 * SPEC §2 default/main layout: header, page, footer, auth modal, floating
 * contact menu; in the address's language (/kk/… Kazakh).
 */
const MainLayout = ({ children }: { children?: ReactNode }) => (
  <LocaleProvider>
    <MainLayoutFrame>{children}</MainLayoutFrame>
  </LocaleProvider>
)

const MainLayoutFrame = ({ children }: { children?: ReactNode }) => (
  <UiProvider>
    <SiteHead />
    <PageProgress />
    <SkipLink />
    <PromoBanner />
    <SiteHeader />
    <div id="main" className="main-layout__content">
      {children}
    </div>
    <SiteFooter />
    <FloatingContacts />
    <CompareLimitAlert />
  </UiProvider>
)

export default MainLayout
