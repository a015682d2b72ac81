import { useEffect, useId, useState } from 'react'

import type { CatalogSearchQuery, CatalogSearchQueryVariables } from 'types/graphql'

import { navigate, useLocation } from '@redwoodjs/router'
import { useQuery } from '@redwoodjs/web'

import SearchHelp from 'src/components/SearchHelp/SearchHelp'
import { useDebouncedValue } from 'src/lib/hooks'
import { catalogPath, categoryPath, productPath } from 'src/lib/links'

export const CATALOG_SEARCH = gql`
  query CatalogSearchQuery($query: String!) {
    catalogSearchResults(query: $query) {
      products {
        id
        name
        article
      }
      categories {
        id
        name
      }
      subcategories {
        id
        name
        categoryName
      }
      brands {
        id
        name
      }
      counts {
        products
      }
    }
  }
`

/** SPEC §9: the search waits 1000 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 1000
export { NOTHING_FOUND } from 'src/components/SearchHelp/SearchHelp'
export const SHOW_ALL = 'Показать все результаты'

/** The search a results page (/catalog/v2?search=…) shows, to keep it in the box. */
const searchOfPage = (pathname: string, search: string) =>
  pathname === catalogPath() ? (new URLSearchParams(search).get('search')?.trim() ?? '') : ''

/**
 * The header search (SPEC §2 "Search", §4): trimmed, debounced; empty text
 * clears results without a request; results grouped by kind; Esc clears and
 * hides; the backdrop hides; choosing a result closes it and navigates.
 */
const SearchBox = ({ label = 'Поиск по товарам' }: { label?: string }) => {
  const { pathname, search } = useLocation()
  const pageSearch = searchOfPage(pathname, search)
  const [text, setText] = useState(pageSearch)
  const [open, setOpen] = useState(false)
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const listId = useId()
  // A results page keeps its query in the box (arriving by a link or Back too).
  useEffect(() => {
    if (pageSearch) setText(pageSearch)
  }, [pageSearch])
  const { data, loading, error } = useQuery<CatalogSearchQuery, CatalogSearchQueryVariables>(
    CATALOG_SEARCH,
    // A results page's own query is not looked up until the shopper opens the box.
    { variables: { query }, skip: query === '' || (!open && query === pageSearch) }
  )
  useEffect(() => {
    if (error) console.error('search', error)
  }, [error])

  const results = query && !error ? data?.catalogSearchResults : undefined
  const groups: {
    title: string
    items: { key: string; label: string; note?: string; href: string }[]
  }[] = results
    ? [
        {
          title: 'Товары',
          items: results.products.map((p) => ({
            key: `p${p.id}`,
            label: p.name,
            note: p.article,
            href: productPath(p.article),
          })),
        },
        {
          title: 'Разделы',
          items: results.categories.map((c) => ({
            key: `c${c.id}`,
            label: c.name,
            href: categoryPath(c.name),
          })),
        },
        {
          title: 'Подразделы',
          items: results.subcategories.map((s) => ({
            key: `s${s.id}`,
            label: s.name,
            note: s.categoryName,
            href: catalogPath({ category__name: s.categoryName, subcategory__name: s.name }),
          })),
        },
        {
          title: 'Бренды',
          items: results.brands.map((b) => ({
            key: `b${b.id}`,
            label: b.name,
            href: catalogPath({ brand__name: b.name }),
          })),
        },
      ].filter((group) => group.items.length)
    : []
  const showPanel = open && text.trim() !== ''
  const nothing = results && groups.length === 0

  const choose = (href: string) => {
    setOpen(false)
    setText('')
    navigate(href)
  }
  // The results page shows the query: the box keeps it.
  const allResultsHref = catalogPath({ search: text.trim() })
  const showAll = () => {
    setOpen(false)
    navigate(allResultsHref)
  }

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
          if (text.trim()) showAll()
        }}
      >
        <label htmlFor={`${listId}-input`} className="visually-hidden">
          {label}
        </label>
        <input
          id={`${listId}-input`}
          type="search"
          className="search-box__input"
          placeholder="Поиск по товарам"
          autoComplete="off"
          value={text}
          aria-controls={showPanel ? listId : undefined}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setText('')
              setOpen(false)
            }
          }}
        />
      </form>
      {showPanel ? (
        <div id={listId} className="search-box__panel" aria-live="polite">
          {loading || text.trim() !== query ? <p className="search-box__status">Ищем…</p> : null}
          {nothing ? <SearchHelp className="search-box__status" /> : null}
          {groups.map((group) => (
            <section key={group.title} className="search-box__group" aria-label={group.title}>
              <h3 className="search-box__group-title">{group.title}</h3>
              <ul>
                {group.items.map((item) => (
                  <li key={item.key}>
                    <a
                      href={item.href}
                      className="search-box__result"
                      onClick={(event) => {
                        event.preventDefault()
                        choose(item.href)
                      }}
                    >
                      {item.label}
                      {'note' in item && item.note ? (
                        <span className="search-box__note">{item.note}</span>
                      ) : null}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {results && results.products.length ? (
            <a
              href={allResultsHref}
              className="search-box__all"
              onClick={(event) => {
                event.preventDefault()
                showAll()
              }}
            >
              {SHOW_ALL} ({results.counts.products})
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

export default SearchBox
