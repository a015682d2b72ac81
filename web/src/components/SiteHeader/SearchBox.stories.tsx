import type { Meta, StoryObj } from '@storybook/react'

import { LocationProvider } from '@redwoodjs/router'

import { loadCatalog } from 'src/lib/i18n'
import { atPage } from 'src/testing/InLanguage'
import StoryStart from 'src/testing/StoryStart'

import SearchBox from './SearchBox'
import { mockHeaderQueries, NOTHING_QUERY } from './SiteHeader.mock'

const meta: Meta<typeof SearchBox> = {
  component: SearchBox,
  // The overlay covers the page: give it room under the field.
  decorators: [(Story) => <div style={{ maxWidth: 640, minHeight: 420 }}>{Story()}</div>],
}
export default meta
type Story = StoryObj<typeof SearchBox>

const typed = (text: string) => (
  <StoryStart step={{ into: 'input[type="search"]', type: text }}>
    <SearchBox />
  </StoryStart>
)

/** The empty field with its placeholder «Поиск по товарам». */
export const Idle: Story = {
  render: () => {
    mockHeaderQueries()
    return <SearchBox />
  },
}

/**
 * «насос» typed: after the 1000 ms pause the overlay groups the results —
 * products (most relevant first, each with its price and picture; one on
 * request without a picture), sections, subcategories, brands — and ends
 * with «Показать все результаты (68)».
 */
export const Results: Story = {
  render: () => {
    mockHeaderQueries()
    return typed('насос')
  },
}

/**
 * Typed in the Latin layout («yfcjc» = «насос»): sent as typed, the api finds
 * the same and the overlay says «Показаны результаты по запросу «насос»».
 */
export const WrongKeyboardLayout: Story = {
  render: () => {
    mockHeaderQueries()
    return typed('yfcjc')
  },
}

/** A brand in Cyrillic («грундфос»): «Показаны результаты по запросу «Grundfos»». */
export const CyrillicBrand: Story = {
  render: () => {
    mockHeaderQueries()
    return typed('грундфос')
  },
}

/**
 * The combobox after ArrowDown twice: the second product is the active
 * option (aria-activedescendant), outlined; Enter would open it.
 */
export const ActiveOption: Story = {
  render: () => {
    mockHeaderQueries()
    return (
      <StoryStart
        step={{
          into: 'input[type="search"]',
          type: 'насос',
          keys: ['ArrowDown', 'ArrowDown'],
          keysWhen: '[role="option"]',
        }}
      >
        <SearchBox />
      </StoryStart>
    )
  },
}

/** Nothing found: the offer to phone or write. */
export const NothingFound: Story = {
  render: () => {
    mockHeaderQueries()
    return typed(NOTHING_QUERY)
  },
}

/** The answer is on its way: «Ищем…». */
export const Loading: Story = {
  render: () => {
    mockHeaderQueries({ searchPending: true })
    return typed('котёл газовый')
  },
}

/** On a results page (/catalog/v2?search=котлы): the box keeps the query, the overlay stays shut. */
export const OnResultsPage: Story = {
  render: () => {
    mockHeaderQueries()
    return (
      <LocationProvider location={new URL('/catalog/v2?search=котлы', window.location.origin)}>
        <SearchBox />
      </LocationProvider>
    )
  },
}

/** «насос» typed on a Kazakh page (issue 33): «Тауарлар», «Бөлімдер»…, every result under /kk. */
export const ResultsInKazakh: Story = {
  render: () => {
    mockHeaderQueries()
    return typed('насос')
  },
  decorators: [atPage('/kk/delivery')],
  loaders: [() => loadCatalog('kk')],
}
