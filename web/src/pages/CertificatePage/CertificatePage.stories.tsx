import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/Content/CertificatesCell/CertificatesCell.mock'

import CertificatePage from './CertificatePage'

const meta: Meta<typeof CertificatePage> = { component: CertificatePage }
export default meta
type Story = StoryObj<typeof CertificatePage>

/** The eight certificates of the demo content. */
export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('CertificatesQuery', () => standard())
    return <CertificatePage />
  },
}

/** None entered yet. */
export const NoCertificates: Story = {
  render: () => {
    mockGraphQLQuery('CertificatesQuery', () => ({ certificates: [] }))
    return <CertificatePage />
  },
}
