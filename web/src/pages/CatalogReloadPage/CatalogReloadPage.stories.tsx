import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'

import type { Meta, StoryObj } from '@storybook/react'

import { LocationProvider } from '@redwoodjs/router'

import CatalogReloadPage from './CatalogReloadPage'

const QUERY = `?${new URLSearchParams({
  category__name: 'Насосное оборудование',
  brand__name: 'Grundfos,Wilo',
})}`

/**
 * The page only forwards: this frame notes where it went and puts the
 * story's own address back, so Storybook keeps working.
 */
const ShowsForward = ({ children }: { children: ReactNode }) => {
  const [before] = useState(() => window.location.href)
  const [target, setTarget] = useState<string | null>(null)
  useEffect(() => {
    // Runs after the page's own effect (children first), i.e. after the navigation.
    if (window.location.href === before) return
    setTarget(decodeURIComponent(window.location.pathname + window.location.search))
    window.history.replaceState(window.history.state, '', before)
  }, [before])
  return (
    <div className="card">
      <p>
        Открыт адрес: <code>/catalog/reload{decodeURIComponent(QUERY)}</code>
      </p>
      <p role="status">
        Переадресация на: <code>{target ?? '…'}</code>
      </p>
      {children}
    </div>
  )
}

const meta: Meta<typeof CatalogReloadPage> = { component: CatalogReloadPage }
export default meta
type Story = StoryObj<typeof CatalogReloadPage>

/** /catalog/reload?… forwards to /catalog/v2 with the same filters. */
export const ForwardsWithFilters: Story = {
  render: () => (
    <LocationProvider location={new URL(`/catalog/reload${QUERY}`, window.location.origin)}>
      <ShowsForward>
        <CatalogReloadPage />
      </ShowsForward>
    </LocationProvider>
  ),
}
