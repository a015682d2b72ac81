import { useEffect, useId, useState } from 'react'

import type { CatalogAction, CatalogView } from '@domain/catalogView'
import { productFilterOf } from '@domain/catalogView'
import { formatTenge } from '@domain/money'
import { MAX_PRICE, readFilterNumber } from '@domain/productFilters'
import type { CatalogFacetsQuery, CatalogFacetsQueryVariables } from 'types/graphql'

import { useQuery } from '@redwoodjs/web'

import { Button } from 'src/components/ui/Button'

import './CatalogFilters.css'

export const CATALOG_FACETS = gql`
  query CatalogFacetsQuery(
    $categoryName: String
    $subcategoryName: String
    $withCategory: Boolean!
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
    brands(categoryName: $categoryName, subcategoryName: $subcategoryName) {
      id
      name
    }
    priceLimits(filter: $filter) {
      minPrice
      maxPrice
    }
  }
`

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'ru', { sensitivity: 'base' })

/**
 * A typed price by the one rule of the catalogue's address and REST
 * (readFilterNumber); what it cannot read is no bound, as in the address.
 */
const numberOrUndefined = (text: string) => {
  const read = readFilterNumber(text, MAX_PRICE)
  return 'value' in read ? read.value : undefined
}

/** The filter panel of the listing: category → subcategory → brands, price range, clear. */
const CatalogFilters = ({
  view,
  onChange,
}: {
  view: CatalogView
  onChange: (action: CatalogAction) => void
}) => {
  const { data, error } = useQuery<CatalogFacetsQuery, CatalogFacetsQueryVariables>(
    CATALOG_FACETS,
    {
      variables: {
        categoryName: view.categoryName,
        subcategoryName: view.subcategoryName,
        withCategory: Boolean(view.categoryName),
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

  const categories = [...(data?.categories.results ?? [])]
  const subcategories = [...(data?.subcategories?.results ?? [])].sort(byName)
  const brands = [...(data?.brands ?? [])].sort(byName)
  const limits = data?.priceLimits
  // Below 1100 px the panel folds behind «Фильтры», so the goods come first on a phone.
  const [open, setOpen] = useState(false)
  const panelId = useId()

  return (
    <>
      <Button
        variant="secondary"
        className="catalog-filters-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Фильтры
      </Button>
      <aside
        id={panelId}
        className={`catalog-filters${open ? ' catalog-filters--open' : ''}`}
        aria-label="Фильтры"
      >
        <section className="catalog-filters__group" aria-labelledby="filters-categories">
          <h2 id="filters-categories" className="catalog-filters__title">
            Разделы
          </h2>
          <ul className="catalog-filters__options">
            {categories.map((category) => (
              <li key={category.id}>
                <button
                  type="button"
                  className="catalog-filters__option"
                  aria-pressed={view.categoryName === category.name}
                  onClick={() => onChange({ type: 'category', name: category.name })}
                >
                  {category.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
        {subcategories.length ? (
          <section className="catalog-filters__group" aria-labelledby="filters-subcategories">
            <h2 id="filters-subcategories" className="catalog-filters__title">
              Подразделы
            </h2>
            <ul className="catalog-filters__options">
              {subcategories.map((sub) => (
                <li key={sub.id}>
                  <button
                    type="button"
                    className="catalog-filters__option"
                    aria-pressed={view.subcategoryName === sub.name}
                    onClick={() => onChange({ type: 'subcategory', name: sub.name })}
                  >
                    {sub.name}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {brands.length ? (
          <fieldset className="catalog-filters__group">
            <legend className="catalog-filters__title">Бренды</legend>
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
          aria-labelledby="filters-price"
          onSubmit={(event) => {
            event.preventDefault()
            onChange({
              type: 'price',
              range: { min: numberOrUndefined(priceFrom), max: numberOrUndefined(priceTo) },
            })
          }}
        >
          <h2 id="filters-price" className="catalog-filters__title">
            Цена, ₸
          </h2>
          <div className="catalog-filters__range">
            <label>
              <span className="visually-hidden">Цена от</span>
              <input
                className="field__input"
                inputMode="numeric"
                placeholder={limits?.minPrice != null ? `от ${formatTenge(limits.minPrice)}` : 'от'}
                value={priceFrom}
                onChange={(e) => setPriceFrom(e.target.value)}
              />
            </label>
            <label>
              <span className="visually-hidden">Цена до</span>
              <input
                className="field__input"
                inputMode="numeric"
                placeholder={limits?.maxPrice != null ? `до ${formatTenge(limits.maxPrice)}` : 'до'}
                value={priceTo}
                onChange={(e) => setPriceTo(e.target.value)}
              />
            </label>
          </div>
          <Button type="submit" size="small">
            Применить
          </Button>
        </form>
        <Button
          variant="link"
          onClick={() => {
            // SPEC §4: clearing the filters also hides the panel.
            setOpen(false)
            onChange({ type: 'clear' })
          }}
        >
          Сбросить фильтры
        </Button>
      </aside>
    </>
  )
}

export default CatalogFilters
