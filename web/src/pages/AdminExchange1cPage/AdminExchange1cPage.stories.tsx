import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/Admin/AdminCatalogExchangesCell/AdminCatalogExchangesCell.mock'

import AdminExchange1cPage from './AdminExchange1cPage'

const meta: Meta<typeof AdminExchange1cPage> = {
  title: 'Pages/Admin/AdminExchange1cPage',
  component: AdminExchange1cPage,
}
export default meta

export const withLog: StoryObj<typeof AdminExchange1cPage> = {
  render: () => {
    mockGraphQLQuery('AdminCatalogExchangesQuery', () => standard())
    return <AdminExchange1cPage />
  },
}
