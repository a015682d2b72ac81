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
import { useCatalogueT } from 'src/lib/i18n/catalogueSide'
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
  const t = useCatalogueT()
  const title = view.search
    ? t('catalog.searchTitle', { query: view.search })
    : (view.subcategoryName ?? view.categoryName ?? t('catalog.title'))
  return (
    <main className="page catalog">
      <Metadata title={title} description={t('catalog.description', { title })} />
      <h1 className="page__title">{title}</h1>
      {view.search ? <SearchCorrectionCell query={view.search} /> : null}
      <div className="catalog__layout">
        <CatalogFilters view={view} onChange={update} />
        <section className="catalog__results" aria-labelledby="catalog-results-title">
          {/* Names the goods' section for screen readers; cards are h3 under it. */}
          <h2 id="catalog-results-title" className="visually-hidden">
            {t('catalog.goods')}
          </h2>
          <div className="catalog__toolbar">
            <SelectField
              label={t('catalog.ordering')}
              className="catalog__select--sort"
              value={view.ordering}
              options={orderingsFor(view).map((option) => ({
                ...option,
                label: t(`catalog.ordering.${option.value.replace('-', 'desc-')}`),
              }))}
              onChange={(value) => update({ type: 'ordering', value })}
            />
            <SelectField
              label={t('catalog.pageSize')}
              className="catalog__select--size"
              value={String(view.pageSize)}
              options={PAGE_SIZE_OPTIONS}
              onChange={(value) => update({ type: 'pageSize', size: Number(value) })}
            />
            <div role="group" aria-label={t('catalog.style')} className="catalog__style">
              <Button
                variant="secondary"
                size="small"
                aria-pressed={view.style === 'grid'}
                onClick={() => update({ type: 'style', style: 'grid' })}
              >
                {t('catalog.grid')}
              </Button>
              <Button
                variant="secondary"
                size="small"
                aria-pressed={view.style === 'list'}
                onClick={() => update({ type: 'style', style: 'list' })}
              >
                {t('catalog.list')}
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
