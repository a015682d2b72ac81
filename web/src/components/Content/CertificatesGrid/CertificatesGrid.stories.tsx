import type { Meta, StoryObj } from '@storybook/react'

import { loadCatalog } from 'src/lib/i18n'
import { atPage } from 'src/testing/InLanguage'

import CertificatesGrid from './CertificatesGrid'
import { inKazakh, standard } from './CertificatesGrid.mock'

const meta: Meta<typeof CertificatesGrid> = {
  title: 'Content/CertificatesGrid',
  component: CertificatesGrid,
}
export default meta
type Story = StoryObj<typeof CertificatesGrid>

/** Four certificates; the first can be downloaded as a PDF. */
export const Primary: Story = { render: () => <CertificatesGrid {...standard()} /> }

/** A Kazakh page (issue 33) of certificates without Kazakh texts: the Russian ones marked lang="ru". */
export const InKazakh: Story = {
  ...Primary,
  decorators: [atPage('/kk/about/certificate')],
  loaders: [() => loadCatalog('kk')],
}

/** A Kazakh page with the first certificate written in Kazakh; the others Russian, marked. */
export const InKazakhWritten: Story = {
  ...InKazakh,
  render: () => <CertificatesGrid {...inKazakh()} />,
}
