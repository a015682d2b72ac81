import type { Meta, StoryObj } from '@storybook/react'

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
