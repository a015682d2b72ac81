import type { ReactNode } from 'react'

import { LocationProvider } from '@redwoodjs/router'

import { LocaleProvider } from 'src/lib/i18n'

/**
 * Draws `children` as on the page at `href` (issue 33): the address gives the
 * language, as in the shop's layouts. A Kazakh test or story loads the
 * catalogue first (`loadCatalog('kk')` in beforeAll or the story's loaders).
 */
export const AtPage = ({ href, children }: { href: string; children?: ReactNode }) => (
  <LocationProvider location={new URL(href, 'http://localhost')}>
    <LocaleProvider>{children}</LocaleProvider>
  </LocationProvider>
)

/** A story decorator drawing the story on the page at `href` (see AtPage). */
export const atPage = (href: string) => (Story: () => JSX.Element) => (
  <AtPage href={href}>
    <Story />
  </AtPage>
)
