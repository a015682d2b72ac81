import type { SubcategoriesQuery, SubcategoriesQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'
import { Metadata } from '@redwoodjs/web'

import NotFound from 'src/components/NotFound/NotFound'
import { ButtonLink } from 'src/components/ui/Button'
import { useLocalePath, useTextLang } from 'src/lib/i18n'
import { useCatalogueT } from 'src/lib/i18n/catalogueSide'
import { catalogPath, PATHS } from 'src/lib/links'

import './SubcategoriesCell.css'

/**
 * /precatalog/{category}: the section (null when the address names none) and
 * its subcategories (one page of up to 100 — sections hold a few dozen).
 */
export const QUERY: TypedDocumentNode<SubcategoriesQuery, SubcategoriesQueryVariables> = gql`
  query SubcategoriesQuery($categoryName: String!) {
    category(name: $categoryName) {
      id
      name
      nameLang
    }
    subcategories(categoryName: $categoryName, pageSize: 100) {
      count
      results {
        id
        name
        nameLang
        image
      }
    }
  }
`

export const Loading = () => {
  const t = useCatalogueT()
  return (
    <p role="status" className="cell-status">
      {t('catalog.section.loading')}
    </p>
  )
}

/** No section of that name: an old or mistyped link, not an empty section. */
export const isEmpty = (data: SubcategoriesQuery) => !data.category

/** The shop's not-found page, as the web server answers such an address (HTTP 404). */
export const Empty = () => <NotFound />

export const Failure = ({ error }: CellFailureProps<SubcategoriesQueryVariables>) => {
  const t = useCatalogueT()
  console.error('subcategories', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      {t('catalog.section.failure')}
    </p>
  )
}

export const Success = ({
  category,
  subcategories,
}: CellSuccessProps<SubcategoriesQuery, SubcategoriesQueryVariables>) => {
  const to = useLocalePath()
  const t = useCatalogueT()
  const langOf = useTextLang()
  const categoryName = category.name
  return (
    <>
      <Metadata
        title={categoryName}
        description={t('catalog.section.description', { name: categoryName })}
      />
      <nav aria-label={t('product.breadcrumbs')} className="breadcrumbs">
        <ol>
          <li>
            <Link to={to(PATHS.precatalog)}>{t('product.catalog')}</Link>
          </li>
          <li aria-current="page" lang={langOf(category.nameLang)}>
            {categoryName}
          </li>
        </ol>
      </nav>
      <h1 id="section-heading" className="page__title" lang={langOf(category.nameLang)}>
        {categoryName}
      </h1>
      {subcategories.results.length === 0 ? (
        <p className="cell-status">
          {t('catalog.section.none')}{' '}
          <Link to={to(catalogPath({ category__name: categoryName }))}>
            {t('catalog.section.showAll')}
          </Link>
        </p>
      ) : (
        <>
          {/* The section's own name names its list of subsections (no message to load for it). */}
          <ul className="subcategory-grid" aria-labelledby="section-heading">
            {subcategories.results.map((subcategory) => (
              <li key={subcategory.id}>
                <Link
                  to={to(
                    catalogPath({
                      category__name: categoryName,
                      subcategory__name: subcategory.name,
                    })
                  )}
                  className="subcategory-grid__item"
                >
                  {subcategory.image ? (
                    <img src={subcategory.image} alt="" width={96} height={96} loading="lazy" />
                  ) : null}
                  <span lang={langOf(subcategory.nameLang)}>{subcategory.name}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <ButtonLink to={to(catalogPath({ category__name: categoryName }))}>
              {t('catalog.section.all')}
            </ButtonLink>
          </p>
        </>
      )}
    </>
  )
}
