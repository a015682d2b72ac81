import type { ReactNode } from 'react'

import { LocationProvider } from '@redwoodjs/router'

import { LocaleProvider } from './LocaleProvider'

/**
 * Draws its children as on the page at `href`, in that page's language
 * (`/kk/…` Kazakh), as a layout's LocaleProvider would: for tests and
 * stories of components that speak both languages.
 */
const PageAt = ({ href, children }: { href: string; children?: ReactNode }) => (
  <LocationProvider location={new URL(href, 'http://localhost')}>
    <LocaleProvider>{children}</LocaleProvider>
  </LocationProvider>
)

export default PageAt
