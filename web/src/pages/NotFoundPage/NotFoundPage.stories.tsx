import type { Meta, StoryObj } from '@storybook/react'

import { PageLoadingContextProvider } from '@redwoodjs/router'

import { mockHeaderQueries } from 'src/components/SiteHeader/SiteHeader.mock'
import MainLayout from 'src/layouts/MainLayout/MainLayout'

import NotFoundPage from './NotFoundPage'

const meta: Meta<typeof NotFoundPage> = { component: NotFoundPage }
export default meta

/** The page's content alone. */
export const Primary: StoryObj<typeof NotFoundPage> = {}

/** As shoppers and crawlers get it (HTTP 404): in the main layout, with header and footer. */
export const InMainLayout: StoryObj<typeof NotFoundPage> = {
  parameters: { layout: 'fullscreen' },
  render: () => {
    mockCurrentUser(null)
    mockHeaderQueries()
    return (
      <PageLoadingContextProvider>
        <MainLayout>
          <NotFoundPage />
        </MainLayout>
      </PageLoadingContextProvider>
    )
  },
}
