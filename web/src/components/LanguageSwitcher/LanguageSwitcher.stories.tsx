import type { Meta, StoryObj } from '@storybook/react'

import { LocationProvider } from '@redwoodjs/router'

import { LocaleProvider, loadCatalog } from 'src/lib/i18n'

import LanguageSwitcher from './LanguageSwitcher'

const at = (href: string) => ({
  decorators: [
    (Story: () => JSX.Element) => (
      <LocationProvider location={new URL(href, 'http://localhost')}>
        <LocaleProvider>
          <Story />
        </LocaleProvider>
      </LocationProvider>
    ),
  ],
})

const meta: Meta<typeof LanguageSwitcher> = {
  component: LanguageSwitcher,
  // The Kazakh catalogue is its own chunk: loaded before a Kazakh story draws.
  loaders: [() => loadCatalog('kk')],
}

export default meta

type Story = StoryObj<typeof LanguageSwitcher>

/** On a Russian page: «Қазақша», to the same page under /kk. */
export const OnRussianPage: Story = at('/catalog/v2?ordering=-created')

/** On a Kazakh page: «Русский», to the same page at its Russian address. */
export const OnKazakhPage: Story = at('/kk/catalog/v2?ordering=-created')
