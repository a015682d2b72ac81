import { Link } from '@redwoodjs/router'
import { Metadata } from '@redwoodjs/web'

import CategoriesCell from 'src/components/CategoriesCell'
import SubcategoriesCell from 'src/components/SubcategoriesCell'
import { decodeRouteParam, PATHS } from 'src/lib/links'

/** /precatalog: the sections of the catalogue; /precatalog/{category}: one section's subcategories. */
/** Route params arrive percent-encoded (Cyrillic names); the page shows and queries them decoded. */
const PrecatalogPage = ({ category: raw }: { category?: string }) => {
  const category = decodeRouteParam(raw)
  return (
    <main className="page precatalog">
      <Metadata
        title={category ?? 'Каталог'}
        description={
          category
            ? `${category}: подразделы каталога Акватории с ценами в тенге.`
            : 'Разделы каталога: сантехника, котельное и насосное оборудование, баки и ёмкости.'
        }
      />
      {category ? (
        <nav aria-label="Хлебные крошки" className="breadcrumbs">
          <ol>
            <li>
              <Link to={PATHS.precatalog}>Каталог</Link>
            </li>
            <li aria-current="page">{category}</li>
          </ol>
        </nav>
      ) : null}
      <h1 className="page__title">{category ?? 'Каталог'}</h1>
      {category ? <SubcategoriesCell categoryName={category} /> : <CategoriesCell />}
    </main>
  )
}

export default PrecatalogPage
