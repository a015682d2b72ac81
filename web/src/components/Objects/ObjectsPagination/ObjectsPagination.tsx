import { pageCount } from '@domain/pageCount'

import { Link } from '@redwoodjs/router'

import './ObjectsPagination.css'

export interface ObjectsPaginationProps {
  page: number
  pageSize: number
  count: number
  /** The address of a page number (the list's filters kept). */
  hrefOf: (page: number) => string
}

/** Page links of the objects list; nothing when everything fits on one page. */
const ObjectsPagination = ({ page, pageSize, count, hrefOf }: ObjectsPaginationProps) => {
  const pages = pageCount(count, pageSize)
  if (pages < 2) return null
  return (
    <nav className="objects-pagination" aria-label="Страницы списка объектов">
      <ul>
        {page > 1 ? (
          <li>
            <Link to={hrefOf(page - 1)} rel="prev">
              ← Назад
            </Link>
          </li>
        ) : null}
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            {number === page ? (
              <span className="objects-pagination__current" aria-current="page">
                <span className="visually-hidden">Страница </span>
                {number}
              </span>
            ) : (
              <Link to={hrefOf(number)}>
                <span className="visually-hidden">Страница </span>
                {number}
              </Link>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={hrefOf(page + 1)} rel="next">
              Дальше →
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

export default ObjectsPagination
