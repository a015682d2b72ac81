import { lazy, Suspense, useEffect, useId, useState } from 'react'

import type { CatalogAction, CatalogView } from '@domain/catalogView'
import { applyCatalogAction, productFilterOf } from '@domain/catalogView'
import { formatTenge } from '@domain/money'
import { MAX_PRICE, readFilterNumber } from '@domain/productFilters'
import type {
  CatalogCountQuery,
  CatalogCountQueryVariables,
  CatalogFacetsQuery,
  CatalogFacetsQueryVariables,
} from 'types/graphql'

import { useQuery } from '@redwoodjs/web'

import { Button } from 'src/components/ui/Button'
import { useWindowWidth } from 'src/lib/hooks'
import { useCatalogueT } from 'src/lib/i18n/catalogueSide'
import { sortedByName } from 'src/lib/i18n/compareNames'

import './CatalogFilters.css'

// The phone's sheet is a dialog that opens on a press: its Modal loads then
// (or when the pointer reaches «Фильтры»), not with every catalogue page.
const loadModal = () => import('src/components/Modal/Modal')
const Modal = lazy(loadModal)

export const CATALOG_FACETS = gql`
  query CatalogFacetsQuery(
    $categoryName: String
    $subcategoryName: String
    $withCategory: Boolean!
    $search: String
    $filter: ProductFilterInput
  ) {
    categories(pageSize: 100) {
      results {
        id
        name
      }
    }
    subcategories(categoryName: $categoryName, pageSize: 100) @include(if: $withCategory) {
      results {
        id
        name
      }
    }
    brands(categoryName: $categoryName, subcategoryName: $subcategoryName, search: $search) {
      id
      name
    }
    priceLimits(filter: $filter) {
      minPrice
      maxPrice
    }
  }
`

/** How many goods the sheet's choices select: the listing's own query, its count only. */
export const CATALOG_COUNT = gql`
  query CatalogCountQuery($filter: ProductFilterInput) {
    products(filter: $filter, pageSize: 1) {
      count
    }
  }
`

/**
 * A typed price by the one rule of the catalogue's address and REST
 * (readFilterNumber); what it cannot read is no bound, as in the address.
 */
const numberOrUndefined = (text: string) => {
  const read = readFilterNumber(text, MAX_PRICE)
  return 'value' in read ? read.value : undefined
}

/** A titled list of toggle buttons (sections, subsections): one pressed at a time. */
function PressedOptions<T extends { id: number | string; name: string }>({
  id,
  title,
  options,
  isPressed,
  onPress,
}: {
  id: string
  title: string
  options: T[]
  isPressed: (option: T) => boolean
  onPress: (option: T) => void
}) {
  return (
    <section className="catalog-filters__group" aria-labelledby={id}>
      <h2 id={id} className="catalog-filters__title">
        {title}
      </h2>
      <ul className="catalog-filters__options">
        {options.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              className="catalog-filters__option"
              aria-pressed={isPressed(option)}
              onClick={() => onPress(option)}
            >
              {option.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The filter groups: category → subcategory → brands (only those of the
 * section or search, SPEC §7 /brands/ and issue 30 §5), price range, clear.
 * Each choice goes to `onChange` as a SPEC §4 action: the desktop panel
 * applies it to the page, the phone's sheet to its draft.
 */
export const CatalogFilterFields = ({
  view,
  onChange,
  onClear,
  shown = true,
}: {
  view: CatalogView
  onChange: (action: CatalogAction) => void
  onClear: () => void
  /** False while the fields are hidden (the desktop panel on a narrower screen): nothing is asked or drawn for them. */
  shown?: boolean
}) => {
  const t = useCatalogueT()
  const { data, previousData, error } = useQuery<CatalogFacetsQuery, CatalogFacetsQueryVariables>(
    CATALOG_FACETS,
    {
      skip: !shown,
      variables: {
        categoryName: view.categoryName,
        subcategoryName: view.subcategoryName,
        withCategory: Boolean(view.categoryName),
        search: view.search,
        // The price bounds of the goods chosen, apart from the price filter itself.
        filter: { ...productFilterOf(view), price: undefined },
      },
    }
  )
  useEffect(() => {
    if (error) console.error('catalogue filters', error)
  }, [error])
  const [priceFrom, setPriceFrom] = useState(view.price.min?.toString() ?? '')
  const [priceTo, setPriceTo] = useState(view.price.max?.toString() ?? '')
  useEffect(() => {
    setPriceFrom(view.price.min?.toString() ?? '')
    setPriceTo(view.price.max?.toString() ?? '')
  }, [view.price.min, view.price.max])
  const ids = useId()

  // The last answer stays while the next loads: the sheet's lists do not blink at each tick.
  const facets = data ?? previousData
  const categories = [...(facets?.categories.results ?? [])]
  const subcategories = sortedByName(facets?.subcategories?.results ?? [])
  const brands = sortedByName(facets?.brands ?? [])
  const limits = facets?.priceLimits

  return (
    <>
      <PressedOptions
        id={`${ids}-categories`}
        title={t('catalog.categories')}
        options={categories}
        isPressed={(category) => view.categoryName === category.name}
        onPress={(category) => onChange({ type: 'category', name: category.name })}
      />
      {subcategories.length ? (
        <PressedOptions
          id={`${ids}-subcategories`}
          title={t('catalog.subcategories')}
          options={subcategories}
          isPressed={(sub) => view.subcategoryName === sub.name}
          onPress={(sub) => onChange({ type: 'subcategory', name: sub.name })}
        />
      ) : null}
      {brands.length ? (
        <fieldset className="catalog-filters__group">
          <legend className="catalog-filters__title">{t('catalog.brands')}</legend>
          {brands.map((brand) => {
            const checked = view.brandNames.includes(brand.name)
            return (
              <label key={brand.id} className="catalog-filters__check">
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() =>
                    onChange({
                      type: 'brands',
                      names: checked
                        ? view.brandNames.filter((n) => n !== brand.name)
                        : [...view.brandNames, brand.name],
                    })
                  }
                />{' '}
                {brand.name}
              </label>
            )
          })}
        </fieldset>
      ) : null}
      <form
        className="catalog-filters__group"
        aria-labelledby={`${ids}-price`}
        onSubmit={(event) => {
          event.preventDefault()
          onChange({
            type: 'price',
            range: { min: numberOrUndefined(priceFrom), max: numberOrUndefined(priceTo) },
          })
        }}
      >
        <h2 id={`${ids}-price`} className="catalog-filters__title">
          {t('catalog.price')}
        </h2>
        <div className="catalog-filters__range">
          <label>
            <span className="visually-hidden">{t('catalog.priceFrom')}</span>
            <input
              className="field__input"
              inputMode="numeric"
              placeholder={t('catalog.from', {
                price: limits?.minPrice != null ? formatTenge(limits.minPrice) : '',
              }).trim()}
              value={priceFrom}
              onChange={(e) => setPriceFrom(e.target.value)}
            />
          </label>
          <label>
            <span className="visually-hidden">{t('catalog.priceTo')}</span>
            <input
              className="field__input"
              inputMode="numeric"
              placeholder={t('catalog.to', {
                price: limits?.maxPrice != null ? formatTenge(limits.maxPrice) : '',
              }).trim()}
              value={priceTo}
              onChange={(e) => setPriceTo(e.target.value)}
            />
          </label>
        </div>
        <Button type="submit" size="small">
          {t('catalog.apply')}
        </Button>
      </form>
      <Button variant="link" onClick={onClear}>
        {t('catalog.clear')}
      </Button>
    </>
  )
}

/**
 * The sheet's primary button: how many goods its choices select, asked as
 * they change (the listing's query, count only); the last count stays while
 * the next loads.
 */
export const ShowGoodsButton = ({ view, onClick }: { view: CatalogView; onClick: () => void }) => {
  const { data, previousData, error } = useQuery<CatalogCountQuery, CatalogCountQueryVariables>(
    CATALOG_COUNT,
    { variables: { filter: productFilterOf(view) } }
  )
  useEffect(() => {
    if (error) console.error('catalogue count', error)
  }, [error])
  const t = useCatalogueT()
  const count = (data ?? previousData)?.products.count
  return (
    <Button className="catalog-sheet__show" disabled={count === 0} onClick={onClick}>
      {count === undefined ? t('catalog.showGoods') : t('catalog.showCount', { count })}
    </Button>
  )
}

/**
 * The phone's bottom sheet of filters: choices change a draft begun from the
 * page's view, the goods stay where they are, and «Показать N товаров»
 * applies them all at once.
 */
export const FilterSheet = ({
  start,
  onApply,
  onClose,
  onClear,
}: {
  start: CatalogView
  onApply: (draft: CatalogView) => void
  onClose: () => void
  onClear: () => void
}) => {
  const t = useCatalogueT()
  const [draft, setDraft] = useState(start)
  return (
    <Suspense fallback={null}>
      <Modal isOpen title={t('catalog.filters')} placement="sheet" onClose={onClose}>
        <div className="catalog-sheet">
          <CatalogFilterFields
            view={draft}
            onChange={(action) => setDraft((current) => applyCatalogAction(current, action))}
            onClear={onClear}
          />
          <div className="catalog-sheet__footer">
            <ShowGoodsButton view={draft} onClick={() => onApply(draft)} />
          </div>
        </div>
      </Modal>
    </Suspense>
  )
}

/** From this width the panel is shown beside the goods (CatalogFilters.css). */
export const FILTER_PANEL_MIN_WIDTH = 1100

/**
 * The listing's filters. Desktops (1100 px and up) show the panel beside the
 * goods and apply each choice at once. Narrower screens get «Фильтры», which
 * opens the FilterSheet (issue 30 §5: 44 brands above the goods pushed them
 * off a phone's screen); there the hidden panel asks for no sections and
 * brands and draws none (a phone adopting the page drew 50-odd of them for
 * nobody). Its width is not known while a prerendered page is adopted, so the
 * panel starts as the build drew it, without them.
 */
const CatalogFilters = ({
  view,
  onChange,
}: {
  view: CatalogView
  onChange: (action: CatalogAction) => void
}) => {
  const t = useCatalogueT()
  const panelShown = useWindowWidth() >= FILTER_PANEL_MIN_WIDTH
  const [sheetOpen, setSheetOpen] = useState(false)
  const clear = () => {
    // SPEC §4: clearing the filters also hides the panel.
    setSheetOpen(false)
    onChange({ type: 'clear' })
  }
  return (
    <>
      <Button
        variant="secondary"
        className="catalog-filters-toggle"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadModal()}
        onPointerDown={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() => setSheetOpen(true)}
      >
        {t('catalog.filters')}
      </Button>
      <aside className="catalog-filters" aria-label={t('catalog.filters')}>
        <CatalogFilterFields view={view} onChange={onChange} onClear={clear} shown={panelShown} />
      </aside>
      {sheetOpen ? (
        <FilterSheet
          start={view}
          onClose={() => setSheetOpen(false)}
          onClear={clear}
          onApply={(draft) => {
            setSheetOpen(false)
            onChange({ type: 'filters', from: draft })
          }}
        />
      ) : null}
    </>
  )
}

export default CatalogFilters
