import { useEffect } from 'react'

import { groupDigits } from '@domain/money'
import { isCappedCount, SEARCH_LIST_CAP } from '@domain/searchCap'
import type { CatalogSearchQuery, CatalogSearchQueryVariables } from 'types/graphql'

import { useQuery } from '@redwoodjs/web'

import PriceBlock from 'src/components/PriceBlock/PriceBlock'
import ProductImage from 'src/components/ProductImage/ProductImage'
import SearchHelp from 'src/components/SearchHelp/SearchHelp'
import { useLocalePath, useT, useTextLang } from 'src/lib/i18n'
import { catalogPath, categoryPath, productPath } from 'src/lib/links'

import { optionIdOf, type Suggestion } from './searchSuggestion'

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

export interface SearchPanelProps {
  /** The debounced, trimmed text: what is asked. */
  query: string
  /** The shopper is still typing (the box's text is ahead of `query`). */
  typing: boolean
  label: string
  baseId: string
  listId: string
  active?: Suggestion
  /** The options shown, in order, for the box's arrow keys and Enter. */
  onOptions: (options: Suggestion[]) => void
  onChoose: (href: string) => void
  allResultsHref: string
  onShowAll: () => void
}

/**
 * The search overlay under the header's box (SearchBox): asks the api and
 * shows the results grouped by kind. Fetched when the shopper first opens
 * the box, not with every page.
 */
const SearchPanel = ({
  query,
  typing,
  label,
  baseId,
  listId,
  active,
  onOptions,
  onChoose,
  allResultsHref,
  onShowAll,
}: SearchPanelProps) => {
  const to = useLocalePath()
  const langOf = useTextLang()
  const t = useT()
  const { data, loading, error } = useQuery<CatalogSearchQuery, CatalogSearchQueryVariables>(
    CATALOG_SEARCH,
    { variables: { query }, skip: query === '' }
  )
  useEffect(() => {
    if (error) console.error('search', error)
  }, [error])
  const results = query && !error ? data?.catalogSearchResults : undefined

  const groups = results
    ? [
        {
          title: t('search.products'),
          items: results.products.map(
            (p): Suggestion => ({
              key: `p${p.id}`,
              label: p.name,
              note: p.article,
              href: to(productPath(p.article)),
              product: p,
            })
          ),
        },
        {
          title: t('search.categories'),
          items: results.categories.map(
            (c): Suggestion => ({
              key: `c${c.id}`,
              label: c.name,
              href: to(categoryPath(c.name)),
            })
          ),
        },
        {
          title: t('search.subcategories'),
          items: results.subcategories.map(
            (s): Suggestion => ({
              key: `s${s.id}`,
              label: s.name,
              note: s.categoryName,
              href: to(catalogPath({ category__name: s.categoryName, subcategory__name: s.name })),
            })
          ),
        },
        {
          title: t('search.brands'),
          items: results.brands.map(
            (b): Suggestion => ({
              key: `b${b.id}`,
              label: b.name,
              href: to(catalogPath({ brand__name: b.name })),
            })
          ),
        },
      ].filter((group) => group.items.length)
    : []
  // Once per answer (t and to are new functions on every render).
  useEffect(
    () => onOptions(groups.flatMap((group) => group.items)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [results, onOptions]
  )
  const nothing = results && groups.length === 0

  return (
    <div className="search-box__panel" aria-live="polite">
      {loading || typing ? <p className="search-box__status">{t('search.searching')}</p> : null}
      {nothing ? <SearchHelp className="search-box__status" /> : null}
      {results?.correctedQuery && groups.length ? (
        <p className="search-box__status search-box__correction">
          {t('search.correction', { query: results.correctedQuery })}
        </p>
      ) : null}
      {/* A listbox only with options in it (ARIA: it must own some). */}
      {groups.length ? (
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
                  id={optionIdOf(baseId, item)}
                  role="option"
                  aria-selected={item.key === active?.key}
                  className={`search-box__result${item.product ? ' search-box__result--product' : ''}`}
                  // A click is a choice; the input keeps the focus.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onChoose(item.href)}
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
            onShowAll()
          }}
        >
          {isCappedCount(results.counts.products)
            ? t('search.showAllCapped', { count: groupDigits(SEARCH_LIST_CAP) })
            : t('search.showAll', { count: results.counts.products })}
        </a>
      ) : null}
    </div>
  )
}

export default SearchPanel
