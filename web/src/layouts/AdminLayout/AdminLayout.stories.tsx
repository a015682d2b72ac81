import type { Meta, StoryObj } from '@storybook/react'

import { PageLoadingContextProvider } from '@redwoodjs/router'

import { Success } from 'src/components/Admin/AdminDashboardCell/AdminDashboardCell'
import { standard } from 'src/components/Admin/AdminDashboardCell/AdminDashboardCell.mock'

import AdminLayout from './AdminLayout'
import { editorUser } from './AdminLayout.mock'

const meta: Meta<typeof AdminLayout> = {
  component: AdminLayout,
  parameters: { layout: 'fullscreen' },
  // The Router provides the page-loading flag of the progress bar.
  decorators: [(Story) => <PageLoadingContextProvider>{Story()}</PageLoadingContextProvider>],
}
export default meta
type Story = StoryObj<typeof AdminLayout>

/** The editor's back office with the dashboard inside. */
export const Primary: Story = {
  render: () => {
    mockCurrentUser(editorUser())
    return (
      <AdminLayout>
        <h1 className="page__title">Дашборд</h1>
        <Success {...standard()} />
      </AdminLayout>
    )
  },
}
