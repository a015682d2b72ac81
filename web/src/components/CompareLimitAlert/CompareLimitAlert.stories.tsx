import { useEffect, useRef } from 'react'

import type { Meta, StoryObj } from '@storybook/react'

import { CompareProvider, useCompare } from 'src/components/ShopState/CompareProvider'
import { loadCatalog } from 'src/lib/i18n'
import { atPage } from 'src/testing/InLanguage'

import CompareLimitAlert from './CompareLimitAlert'

const FULL = { 'Циркуляционные насосы': ['GR-UPS-25-40', 'WL-STAR-25-6', 'DAB-VA-55'] }

/** A shopper adds a fourth pump of a full subcategory once the story opens. */
const TriesFourthPump = () => {
  const compare = useCompare()
  const tried = useRef(false)
  useEffect(() => {
    if (tried.current) return
    tried.current = true
    compare.toggle('Циркуляционные насосы', 'GR-ALPHA2-25-40')
  }, [compare])
  return null
}

const meta: Meta<typeof CompareLimitAlert> = { component: CompareLimitAlert }
export default meta
type Story = StoryObj<typeof CompareLimitAlert>

/** The fourth product of «Циркуляционные насосы» was refused (SPEC §4 isError). */
export const LimitReached: Story = {
  render: () => (
    <CompareProvider initial={FULL}>
      <TriesFourthPump />
      <CompareLimitAlert />
    </CompareProvider>
  ),
}

/** No error: the alert renders nothing. */
export const Hidden: Story = {
  render: () => (
    <CompareProvider initial={FULL}>
      <CompareLimitAlert />
    </CompareProvider>
  ),
}

/** The same refusal on a Kazakh page (issue 33). */
export const InKazakh: Story = {
  ...LimitReached,
  decorators: [atPage('/kk/catalog/v2')],
  loaders: [() => loadCatalog('kk')],
}
