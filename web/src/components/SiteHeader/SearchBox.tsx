import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react'

import { navigate, useLocation } from '@redwoodjs/router'

import { useDebouncedValue } from 'src/lib/hooks'
import { unlocalizedPath, useLocalePath, useT } from 'src/lib/i18n'
import { catalogPath } from 'src/lib/links'

import { optionIdOf, type Suggestion } from './searchSuggestion'

const loadPanel = () => import('./SearchPanel')
const SearchPanel = lazy(loadPanel)

/** SPEC §9: the search waits 1000 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 1000

/** The search a results page (/catalog/v2?search=…) shows, to keep it in the box. */
const searchOfPage = (pathname: string, search: string) =>
  unlocalizedPath(pathname) === catalogPath()
    ? (new URLSearchParams(search).get('search')?.trim() ?? '')
    : ''

/** The next active option for an arrow key: round the list, none active before the first press. */
export const moveActive = (active: number, count: number, key: 'ArrowDown' | 'ArrowUp') => {
  if (count === 0) return -1
  if (key === 'ArrowDown') return active + 1 >= count ? 0 : active + 1
  return active <= 0 ? count - 1 : active - 1
}

/**
 * The header search (SPEC §2 "Search", §4): trimmed, debounced; empty text
 * clears results without a request; results grouped by kind; Esc clears and
 * hides; the backdrop hides; choosing a result closes it and navigates.
 * A combobox (issue 30 §5): ArrowDown/ArrowUp move the active suggestion
 * (aria-activedescendant), Enter opens it, or with none active the results page.
 * The overlay itself (SearchPanel: the query, the results) is fetched when
 * the shopper first opens the box: every page draws the box, few open it.
 */
const SearchBox = ({ label: ownLabel }: { label?: string }) => {
  const to = useLocalePath()
  const t = useT()
  const label = ownLabel ?? t('search.label')
  const { pathname, search } = useLocation()
  const pageSearch = searchOfPage(pathname, search)
  const [text, setText] = useState(pageSearch)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [shownOptions, setShownOptions] = useState<Suggestion[]>([])
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const baseId = useId()
  const listId = `${baseId}-list`
  // A results page keeps its query in the box (arriving by a link or Back too).
  useEffect(() => {
    if (pageSearch) setText(pageSearch)
  }, [pageSearch])

  // New suggestions: none is active until an arrow key picks one.
  const onOptions = useCallback((options: Suggestion[]) => {
    setShownOptions(options)
    setActive(-1)
  }, [])
  useEffect(() => setActive(-1), [open])
  const showPanel = open && text.trim() !== ''
  // A closed overlay offers nothing; when it opens again it reports afresh.
  useEffect(() => {
    if (!showPanel) setShownOptions([])
  }, [showPanel])

  // The overlay asks only while it is open: a results page's own query is
  // not looked up until the shopper opens the box.
  const options = showPanel ? shownOptions : []
  const activeItem = active >= 0 ? options[active] : undefined
  const expanded = options.length > 0

  // The active suggestion stays in sight in a long overlay.
  useEffect(() => {
    if (!activeItem) return
    const element = document.getElementById(optionIdOf(baseId, activeItem))
    element?.scrollIntoView?.({ block: 'nearest' })
    // The element's id depends on the key only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeItem?.key])

  const choose = (href: string) => {
    setOpen(false)
    setText('')
    navigate(href)
  }
  // The results page shows the query: the box keeps it.
  const allResultsHref = to(catalogPath({ search: text.trim() }))
  const showAll = () => {
    setOpen(false)
    navigate(allResultsHref)
  }
  const searching = <p className="search-box__status">{t('search.searching')}</p>

  return (
    <div className="search-box">
      {showPanel ? (
        <div className="search-box__backdrop" aria-hidden="true" onClick={() => setOpen(false)} />
      ) : null}
      <form
        role="search"
        aria-label={label}
        className="search-box__form"
        onSubmit={(event) => {
          event.preventDefault()
          if (activeItem) choose(activeItem.href)
          else if (text.trim()) showAll()
        }}
      >
        <label htmlFor={`${baseId}-input`} className="visually-hidden">
          {label}
        </label>
        <input
          id={`${baseId}-input`}
          type="search"
          role="combobox"
          className="search-box__input"
          placeholder={t('search.label')}
          autoComplete="off"
          value={text}
          aria-autocomplete="list"
          aria-expanded={expanded}
          // Only while the listbox is there: an id reference must resolve.
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={activeItem ? optionIdOf(baseId, activeItem) : undefined}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
          }}
          onFocus={() => {
            setOpen(true)
            // Fetched while the shopper types the first letters.
            void loadPanel()
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setText('')
              setOpen(false)
            } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              // The caret stays put: the arrows walk the suggestions.
              event.preventDefault()
              if (!open) setOpen(true)
              else setActive(moveActive(active, options.length, event.key))
            }
          }}
        />
      </form>
      {showPanel ? (
        <Suspense fallback={<div className="search-box__panel">{searching}</div>}>
          <SearchPanel
            query={query}
            typing={text.trim() !== query}
            label={label}
            baseId={baseId}
            listId={listId}
            active={activeItem}
            onOptions={onOptions}
            onChoose={choose}
            allResultsHref={allResultsHref}
            onShowAll={showAll}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

export default SearchBox
