import { useEffect, useId, useState } from 'react'

import { groupDigits } from '@domain/money'
import { isCappedCount, SEARCH_LIST_CAP } from '@domain/searchCap'
import type { CatalogSearchQuery, CatalogSearchQueryVariables } from 'types/graphql'

import { navigate, useLocation } from '@redwoodjs/router'
import { useQuery } from '@redwoodjs/web'

import PriceBlock from 'src/components/PriceBlock/PriceBlock'
import ProductImage from 'src/components/ProductImage/ProductImage'
import SearchHelp from 'src/components/SearchHelp/SearchHelp'
import { useDebouncedValue } from 'src/lib/hooks'
import { unlocalizedPath, useLocalePath, useT, useTextLang } from 'src/lib/i18n'
import { catalogPath, categoryPath, productPath } from 'src/lib/links'

export const CATALOG_SEARCH = gql`
  query CatalogSearchQuery($query: String!) {
    catalogSearchResults(query: $query) {
      products {
        id
        name
        nameLang
        article
        currentPrice
        lastPrice
        images {
          file
          alt
        }
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
      correctedQuery
    }
  }
`

/** SPEC §9: the search waits 1000 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 1000

/** The search a results page (/catalog/v2?search=…) shows, to keep it in the box. */
const searchOfPage = (pathname: string, search: string) =>
  unlocalizedPath(pathname) === catalogPath()
    ? (new URLSearchParams(search).get('search')?.trim() ?? '')
    : ''

/** One suggestion of the overlay: a listbox option. */
interface Suggestion {
  key: string
  label: string
  note?: string
  href: string
  product?: CatalogSearchQuery['catalogSearchResults']['products'][number]
}

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
 */
const SearchBox = ({ label: ownLabel }: { label?: string }) => {
  const to = useLocalePath()
  const langOf = useTextLang()
  const t = useT()
  const label = ownLabel ?? t('search.label')
  const { pathname, search } = useLocation()
  const pageSearch = searchOfPage(pathname, search)
  const [text, setText] = useState(pageSearch)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const baseId = useId()
  const listId = `${baseId}-list`
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
  // New suggestions: none is active until an arrow key picks one.
  useEffect(() => setActive(-1), [results, open])

  const groups: { title: string; items: Suggestion[] }[] = results
    ? [
        {
          title: t('search.products'),
          items: results.products.map((p) => ({
            key: `p${p.id}`,
            label: p.name,
            note: p.article,
            href: to(productPath(p.article)),
            product: p,
          })),
        },
        {
          title: t('search.categories'),
          items: results.categories.map((c) => ({
            key: `c${c.id}`,
            label: c.name,
            href: to(categoryPath(c.name)),
          })),
        },
        {
          title: t('search.subcategories'),
          items: results.subcategories.map((s) => ({
            key: `s${s.id}`,
            label: s.name,
            note: s.categoryName,
            href: to(catalogPath({ category__name: s.categoryName, subcategory__name: s.name })),
          })),
        },
        {
          title: t('search.brands'),
          items: results.brands.map((b) => ({
            key: `b${b.id}`,
            label: b.name,
            href: to(catalogPath({ brand__name: b.name })),
          })),
        },
      ].filter((group) => group.items.length)
    : []
  const options = groups.flatMap((group) => group.items)
  const optionId = (item: Suggestion) => `${baseId}-${item.key}`
  const activeItem = active >= 0 ? options[active] : undefined
  const showPanel = open && text.trim() !== ''
  const expanded = showPanel && options.length > 0
  const nothing = results && groups.length === 0

  // The active suggestion stays in sight in a long overlay.
  useEffect(() => {
    if (!activeItem) return
    const element = document.getElementById(optionId(activeItem))
    element?.scrollIntoView?.({ block: 'nearest' })
    // optionId depends on the key only.
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
          aria-activedescendant={activeItem ? optionId(activeItem) : undefined}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
          }}
          onFocus={() => setOpen(true)}
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
        <div className="search-box__panel" aria-live="polite">
          {loading || text.trim() !== query ? (
            <p className="search-box__status">{t('search.searching')}</p>
          ) : null}
          {nothing ? <SearchHelp className="search-box__status" /> : null}
          {results?.correctedQuery && groups.length ? (
            <p className="search-box__status search-box__correction">
              {t('search.correction', { query: results.correctedQuery })}
            </p>
          ) : null}
          {/* A listbox only with options in it (ARIA: it must own some). */}
          {expanded ? (
            <div id={listId} role="listbox" aria-label={t('search.suggestions', { label })}>
              {groups.map((group, index) => (
                <div
                  key={group.title}
                  role="group"
                  className="search-box__group"
                  aria-labelledby={`${baseId}-g${index}`}
                >
                  <div id={`${baseId}-g${index}`} className="search-box__group-title">
                    {group.title}
                  </div>
                  {group.items.map((item) => (
                    // The combobox pattern: the input keeps the focus and the
                    // keys (aria-activedescendant); options are never focused.
                    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                    <div
                      key={item.key}
                      id={optionId(item)}
                      role="option"
                      aria-selected={item === activeItem}
                      className={`search-box__result${item.product ? ' search-box__result--product' : ''}`}
                      // A click is a choice; the input keeps the focus.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(item.href)}
                    >
                      {item.product ? (
                        <span className="search-box__picture" aria-hidden="true">
                          <ProductImage
                            images={item.product.images}
                            name={item.label}
                            width={40}
                            height={40}
                            lang={langOf(item.product.nameLang)}
                          />
                        </span>
                      ) : null}
                      <span
                        className="search-box__label"
                        lang={item.product ? langOf(item.product.nameLang) : undefined}
                      >
                        {item.label}
                      </span>
                      {item.note ? <span className="search-box__note">{item.note}</span> : null}
                      {item.product ? (
                        <PriceBlock
                          price={item.product.currentPrice}
                          lastPrice={item.product.lastPrice}
                        />
                      ) : null}
                    </div>
                  ))}
                </div>
              ))}
            </div>
          ) : null}
          {results && results.products.length ? (
            <a
              href={allResultsHref}
              className="search-box__all"
              onClick={(event) => {
                event.preventDefault()
                showAll()
              }}
            >
              {isCappedCount(results.counts.products)
                ? t('search.showAllCapped', { count: groupDigits(SEARCH_LIST_CAP) })
                : t('search.showAll', { count: results.counts.products })}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

export default SearchBox
