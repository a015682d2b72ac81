import {
  applyCatalogAction,
  CATALOG_PAGE_SIZES,
  catalogParamsOf,
  catalogViewFromParams,
  orderingsFor,
  productFilterOf,
  serviceOrderingOf,
  type CatalogAction,
} from '@domain/catalogView'

import { navigate, useLocation } from '@redwoodjs/router'
import { Metadata } from '@redwoodjs/web'

import CatalogFilters from 'src/components/CatalogFilters/CatalogFilters'
import SelectField from 'src/components/FormFields/SelectField'
import ProductsCell from 'src/components/ProductsCell'
import SearchCorrectionCell from 'src/components/SearchCorrectionCell'
import { Button } from 'src/components/ui/Button'
import { useLocalePath } from 'src/lib/i18n'
import { catalogPath } from 'src/lib/links'

import './CatalogPage.css'

const PAGE_SIZE_OPTIONS = CATALOG_PAGE_SIZES.map((size) => ({
  value: String(size),
  label: String(size),
}))

/**
 * The main listing (/catalog/v2, also /catalog and /catalog/search): every
 * choice lives in the address (SPEC §3 query names), so a link reproduces
 * the view and Back undoes a filter; transitions follow SPEC §4.
 */
const CatalogPage = () => {
  const to = useLocalePath()
  const { search } = useLocation()
  const view = catalogViewFromParams(Object.fromEntries(new URLSearchParams(search)))
  // A new page of results starts at the top; ticking a filter keeps the shopper where they are.
  const update = (action: CatalogAction) =>
    navigate(to(catalogPath(catalogParamsOf(applyCatalogAction(view, action)))), {
      scroll: action.type === 'page',
    })
  const title = view.search
    ? `Поиск: ${view.search}`
    : (view.subcategoryName ?? view.categoryName ?? 'Каталог товаров')
  return (
    <main className="page catalog">
      <Metadata
        title={title}
        description={`${title} — цены в тенге, наличие в магазинах Атырау и Актобе.`}
      />
      <h1 className="page__title">{title}</h1>
      {view.search ? <SearchCorrectionCell query={view.search} /> : null}
      <div className="catalog__layout">
        <CatalogFilters view={view} onChange={update} />
        <section className="catalog__results" aria-labelledby="catalog-results-title">
          {/* Names the goods' section for screen readers; cards are h3 under it. */}
          <h2 id="catalog-results-title" className="visually-hidden">
            Товары
          </h2>
          <div className="catalog__toolbar">
            <SelectField
              label="Сортировка"
              className="catalog__select--sort"
              value={view.ordering}
              options={orderingsFor(view)}
              onChange={(value) => update({ type: 'ordering', value })}
            />
            <SelectField
              label="На странице"
              className="catalog__select--size"
              value={String(view.pageSize)}
              options={PAGE_SIZE_OPTIONS}
              onChange={(value) => update({ type: 'pageSize', size: Number(value) })}
            />
            <div role="group" aria-label="Вид списка" className="catalog__style">
              <Button
                variant="secondary"
                size="small"
                aria-pressed={view.style === 'grid'}
                onClick={() => update({ type: 'style', style: 'grid' })}
              >
                Плитка
              </Button>
              <Button
                variant="secondary"
                size="small"
                aria-pressed={view.style === 'list'}
                onClick={() => update({ type: 'style', style: 'list' })}
              >
                Список
              </Button>
            </div>
          </div>
          <ProductsCell
            filter={productFilterOf(view)}
            ordering={serviceOrderingOf(view)}
            page={view.page}
            pageSize={view.pageSize}
            layout={view.style}
            onPage={(page: number) => update({ type: 'page', page })}
          />
        </section>
      </div>
    </main>
  )
}

export default CatalogPage
