import type { Meta, StoryObj } from '@storybook/react'

import { news } from 'src/components/Admin/Content/AdminContentRecordCell/AdminContentRecordCell.mock'

import AdminContentEditPage from './AdminContentEditPage'

const meta: Meta<typeof AdminContentEditPage> = { component: AdminContentEditPage }
export default meta

export const NewsItem: StoryObj<typeof AdminContentEditPage> = {
  args: { kind: 'news', id: '1' },
  render: (args) => {
    mockGraphQLQuery('AdminContentRecordQuery', () => news())
    return <AdminContentEditPage {...args} />
  },
}
