import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/Admin/Content/AdminContentListCell/AdminContentListCell.mock'

import AdminContentListPage from './AdminContentListPage'

const meta: Meta<typeof AdminContentListPage> = { component: AdminContentListPage }
export default meta

export const News: StoryObj<typeof AdminContentListPage> = {
  args: { kind: 'news' },
  render: (args) => {
    mockGraphQLQuery('AdminContentListQuery', () => standard())
    return <AdminContentListPage {...args} />
  },
}
