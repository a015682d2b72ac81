import type { Meta, StoryObj } from '@storybook/react'

import { loadCatalog } from 'src/lib/i18n'
import { atPage } from 'src/testing/InLanguage'

import CertificatesGrid from './CertificatesGrid'
import { standard } from './CertificatesGrid.mock'

const meta: Meta<typeof CertificatesGrid> = {
  title: 'Content/CertificatesGrid',
  component: CertificatesGrid,
}
export default meta
type Story = StoryObj<typeof CertificatesGrid>

/** Four certificates; the first can be downloaded as a PDF. */
export const Primary: Story = { render: () => <CertificatesGrid {...standard()} /> }

/** A Kazakh page (issue 33): the certificates, which have no Kazakh texts, marked lang="ru". */
export const InKazakh: Story = {
  ...Primary,
  decorators: [atPage('/kk/about/certificate')],
  loaders: [() => loadCatalog('kk')],
}
