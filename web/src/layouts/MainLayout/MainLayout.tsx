import type { ReactNode } from 'react'

import CompareLimitAlert from 'src/components/CompareLimitAlert/CompareLimitAlert'
import FloatingContacts from 'src/components/FloatingContacts/FloatingContacts'
import PageProgress from 'src/components/PageProgress/PageProgress'
import PromoBanner from 'src/components/PromoBanner/PromoBanner'
import { UiProvider } from 'src/components/ShopState/UiProvider'
import SiteFooter from 'src/components/SiteFooter/SiteFooter'
import SiteHead from 'src/components/SiteHead/SiteHead'
import SiteHeader from 'src/components/SiteHeader/SiteHeader'

/** SPEC §2 default/main layout: header, page, footer, auth modal, floating contact menu. */
const MainLayout = ({ children }: { children?: ReactNode }) => (
  <UiProvider>
    <SiteHead />
    <PageProgress />
    <a href="#main" className="skip-link">
      Перейти к содержимому
    </a>
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
