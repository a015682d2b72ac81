import type { Meta, StoryObj } from '@storybook/react'

import { loadCatalog } from 'src/lib/i18n'
import { atPage } from 'src/testing/InLanguage'

import AboutUsVideos from './AboutUsVideos'
import { inKazakh, standard } from './AboutUsVideos.mock'

const meta: Meta<typeof AboutUsVideos> = {
  title: 'Content/AboutUsVideos',
  component: AboutUsVideos,
}
export default meta
type Story = StoryObj<typeof AboutUsVideos>

/** Four videos; two without a preview show a play mark. */
export const Primary: Story = { render: () => <AboutUsVideos {...standard()} /> }

/** A Kazakh page (issue 33) of videos without Kazakh titles: the Russian ones marked lang="ru". */
export const InKazakh: Story = {
  ...Primary,
  decorators: [atPage('/kk/about-us-events')],
  loaders: [() => loadCatalog('kk')],
}

/** A Kazakh page with the first title written in Kazakh; the others Russian, marked. */
export const InKazakhWritten: Story = {
  ...InKazakh,
  render: () => <AboutUsVideos {...inKazakh()} />,
}
