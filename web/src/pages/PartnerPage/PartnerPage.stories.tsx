import type { Meta, StoryObj } from '@storybook/react'

import {
  notFound,
  standard,
  variables,
} from 'src/components/Content/PartnersBrandCell/PartnersBrandCell.mock'

import PartnerPage from './PartnerPage'

const meta: Meta<typeof PartnerPage> = { component: PartnerPage }
export default meta
type Story = StoryObj<typeof PartnerPage>

/** Grundfos: logo, country, description, catalogue and website links. */
export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('PartnersBrandQuery', () => standard())
    return <PartnerPage {...variables} />
  },
}

/** An id the api does not know: the shop’s not-found page. */
export const NotFoundFailure: Story = {
  render: () => {
    mockGraphQLQuery('PartnersBrandQuery', (_variables, { ctx }) => {
      const { message, extensions } = notFound().graphQLErrors[0]
      ctx.errors([{ message, extensions }])
      return null
    })
    return <PartnerPage id={999} />
  },
}
