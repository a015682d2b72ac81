import type { ReactNode } from 'react'

import type { Meta, StoryObj } from '@storybook/react'

import { guestCart } from 'src/components/CartPopover/CartPopover.mock'
import { StaticCartProvider } from 'src/components/ShopState/CartProvider'
import { CompareProvider } from 'src/components/ShopState/CompareProvider'
import { UiProvider } from 'src/components/ShopState/UiProvider'
import LogsOutAfter from 'src/testing/LogsOutAfter'
import StoryStart from 'src/testing/StoryStart'
import { atViewport } from 'src/testing/storyViewports'

import SiteHeader from './SiteHeader'
import { mockHeaderQueries, NOTHING_QUERY, retailUser, wholesaleUser } from './SiteHeader.mock'

/** SPEC §9 header widths: a phone (mobile + burger), a laptop (tablet + burger), a desktop. */
const at = atViewport

/** Two products to compare (the counter shows 2). */
const COMPARED = { 'Циркуляционные насосы': ['GR-UPS-25-40', 'WL-STAR-25-6'] }

const meta: Meta<typeof SiteHeader> = {
  component: SiteHeader,
  parameters: { layout: 'fullscreen', ...at('desktop') },
  decorators: [
    (Story) => (
      <LogsOutAfter>
        <UiProvider>
          <div style={{ minHeight: 480 }}>{Story()}</div>
        </UiProvider>
      </LogsOutAfter>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof SiteHeader>

/** The header with a cart of 3 items and 2 compared products. */
const WithShopState = ({ loggedIn, children }: { loggedIn?: boolean; children: ReactNode }) => (
  <StaticCartProvider value={{ cart: guestCart(), isGuest: !loggedIn }}>
    <CompareProvider initial={COMPARED}>{children}</CompareProvider>
  </StaticCartProvider>
)

const header = (step?: Parameters<typeof StoryStart>[0]['step'], loggedIn?: boolean) => (
  <WithShopState loggedIn={loggedIn}>
    {step ? (
      <StoryStart step={step}>
        <SiteHeader />
      </StoryStart>
    ) : (
      <SiteHeader />
    )}
  </WithShopState>
)

/** A guest on a desktop: «Войти», «Найти заказ», «Вопросы и ответы» → /faq. */
export const GuestDesktop: Story = {
  render: () => {
    mockCurrentUser(null)
    mockHeaderQueries()
    return header()
  },
}

/** A guest on a phone: burger, logo, search and icon buttons; no strip. */
export const GuestMobile: Story = {
  parameters: at('phone'),
  render: GuestDesktop.render,
}

/** A guest on a 1024 px screen: the catalogue button and the strip, the menu behind the burger. */
export const GuestTablet: Story = {
  parameters: at('laptop'),
  render: GuestDesktop.render,
}

/** A retail (b2c) shopper: the name, favourites, «Оптовикам»; the FAQ tab is in the profile menu, not at the top. */
export const RetailDesktop: Story = {
  render: () => {
    mockCurrentUser(retailUser())
    mockHeaderQueries()
    return header(undefined, true)
  },
}

/** A retail shopper on a phone: «ЛК» instead of the name. */
export const RetailMobile: Story = {
  parameters: at('phone'),
  render: RetailDesktop.render,
}

/** A wholesale (vip) customer: no «Вопросы и ответы» at the top. */
export const WholesaleDesktop: Story = {
  render: () => {
    mockCurrentUser(wholesaleUser())
    mockHeaderQueries()
    return header(undefined, true)
  },
}

/** «О нас» opened: «Об Акватории», «Новости и акции», «Сертификаты», «Бренды»; Esc closes it. */
export const AboutDropdownOpen: Story = {
  render: () => {
    mockCurrentUser(null)
    mockHeaderQueries()
    return header({ click: '.site-nav__dropdown > summary' })
  },
}

/** The profile menu opened, with the dot for 2 unread notifications. */
export const ProfileMenuOpen: Story = {
  render: () => {
    mockCurrentUser(retailUser())
    mockHeaderQueries({ unread: 2 })
    return header({ click: '.profile-menu > button' }, true)
  },
}

/** The search overlay with grouped results for «насос». */
export const SearchResults: Story = {
  render: () => {
    mockCurrentUser(null)
    mockHeaderQueries()
    return header({ into: 'input[type="search"]', type: 'насос' })
  },
}

/** The search overlay when nothing is found. */
export const SearchNothingFound: Story = {
  render: () => {
    mockCurrentUser(null)
    mockHeaderQueries()
    return header({ into: 'input[type="search"]', type: NOTHING_QUERY })
  },
}

/** The search overlay while the answer is on its way. */
export const SearchLoading: Story = {
  render: () => {
    mockCurrentUser(null)
    mockHeaderQueries({ searchPending: true })
    return header({ into: 'input[type="search"]', type: 'смеситель' })
  },
}

/** «Сантехника» chosen in the category strip. */
export const CategorySelected: Story = {
  render: () => {
    mockCurrentUser(null)
    mockHeaderQueries()
    return header({ click: '.category-strip__list > li:nth-child(3) > button' })
  },
}

/** The burger menu of a b2c shopper on a phone: shortcuts with «Вопросы и ответы», menu, «Выход» left-aligned, contacts, RU. */
export const MobileMenuOpen: Story = {
  parameters: at('phone'),
  render: () => {
    mockCurrentUser(retailUser())
    mockHeaderQueries()
    return header({ click: '.site-header__burger' }, true)
  },
}

/** The burger menu of a guest: «Войти». */
export const MobileMenuGuest: Story = {
  parameters: at('phone'),
  render: () => {
    mockCurrentUser(null)
    mockHeaderQueries()
    return header({ click: '.site-header__burger' })
  },
}
