import { useEffect } from 'react'

import type { Meta, StoryObj } from '@storybook/react'

import { PageLoadingContextProvider, usePageLoadingContext } from '@redwoodjs/router'

import PageProgress from './PageProgress'

/** Says «the page is loading» the way the Router does 200 ms into a navigation. */
const Loading = () => {
  const { setPageLoadingContext } = usePageLoadingContext()
  useEffect(() => setPageLoadingContext(true), [setPageLoadingContext])
  return <p>Открываем каталог…</p>
}

const meta: Meta<typeof PageProgress> = { component: PageProgress }
export default meta
type Story = StoryObj<typeof PageProgress>

/** A page taking its time: the bar at the top runs for 5 s. */
export const PageLoading: Story = {
  render: () => (
    <PageLoadingContextProvider>
      <PageProgress />
      <Loading />
    </PageLoadingContextProvider>
  ),
}

/** Nothing is loading: no bar. */
export const Idle: Story = {
  render: () => (
    <PageLoadingContextProvider>
      <PageProgress />
      <p>Страница загружена.</p>
    </PageLoadingContextProvider>
  ),
}
