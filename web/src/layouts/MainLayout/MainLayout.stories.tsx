import type { Meta, StoryObj } from '@storybook/react'

import { PageLoadingContextProvider } from '@redwoodjs/router'

import { guestCart } from 'src/components/CartPopover/CartPopover.mock'
import { StaticCartProvider } from 'src/components/ShopState/CartProvider'
import { CompareProvider } from 'src/components/ShopState/CompareProvider'
import { mockHeaderQueries, retailUser } from 'src/components/SiteHeader/SiteHeader.mock'
import LogsOutAfter from 'src/testing/LogsOutAfter'

import MainLayout from './MainLayout'

const meta: Meta<typeof MainLayout> = {
  component: MainLayout,
  parameters: { layout: 'fullscreen' },
  // The Router provides the page-loading flag of the progress bar.
  decorators: [
    (Story) => (
      <LogsOutAfter>
        <PageLoadingContextProvider>{Story()}</PageLoadingContextProvider>
      </LogsOutAfter>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof MainLayout>

const Page = () => (
  <section style={{ maxWidth: 960, margin: '0 auto', padding: '32px 16px' }}>
    <h1>Насосное оборудование</h1>
    <p>
      Циркуляционные и скважинные насосы, насосные станции и шкафы управления от производителей
      Grundfos, Wilo и DAB. Подберём оборудование под ваш объект и доставим по городу.
    </p>
  </section>
)

/** A guest: promo banner, header, page, footer with the advantages, floating contacts. */
export const Guest: Story = {
  render: () => {
    mockCurrentUser(null)
    mockHeaderQueries()
    return (
      <MainLayout>
        <Page />
      </MainLayout>
    )
  },
}

/** A retail shopper with 3 items in the cart and 1 product to compare. */
export const LoggedIn: Story = {
  render: () => {
    mockCurrentUser(retailUser())
    mockHeaderQueries({ unread: 1 })
    return (
      <StaticCartProvider value={{ cart: guestCart(), isGuest: false }}>
        <CompareProvider initial={{ 'Насосные станции': ['GR-HME-2CRE5'] }}>
          <MainLayout>
            <Page />
          </MainLayout>
        </CompareProvider>
      </StaticCartProvider>
    )
  },
}
