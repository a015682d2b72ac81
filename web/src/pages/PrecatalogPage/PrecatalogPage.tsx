import { Metadata } from '@redwoodjs/web'

import CategoriesCell from 'src/components/CategoriesCell'
import { NotFoundMain } from 'src/components/NotFound/NotFound'
import SubcategoriesCell from 'src/components/SubcategoriesCell'
import { useCatalogueT } from 'src/lib/i18n/catalogueSide'
import { decodeRouteParam } from 'src/lib/links'
import { useServedNotFound } from 'src/lib/servedNotFound'

/**
 * /precatalog: the sections of the catalogue; /precatalog/{category}: one
 * section's subcategories, its title and trail from the cell, which knows
 * whether the section exists (the not-found page otherwise).
 * Route params arrive percent-encoded (Cyrillic names); the page queries them decoded.
 */
const PrecatalogPage = ({ category: raw }: { category?: string }) => {
  const t = useCatalogueT()
  const category = decodeRouteParam(raw)
  // The server answered this address 404 (no such section): draw what it served.
  if (useServedNotFound()) return <NotFoundMain />
  return (
    <main className="page precatalog">
      {category ? (
        <SubcategoriesCell categoryName={category} />
      ) : (
        <>
          <Metadata
            title={t('catalog.sections.title')}
            description={t('catalog.sections.description')}
          />
          <h1 className="page__title">{t('catalog.sections.title')}</h1>
          <CategoriesCell />
        </>
      )}
    </main>
  )
}

export default PrecatalogPage
