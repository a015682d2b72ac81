import { pageCount } from '@domain/pageCount'

import { Link } from '@redwoodjs/router'

import './admin-ui.css'

export interface AdminPagerProps {
  page: number
  pageSize: number
  count: number
  /** The address of a page (the list's filters and sorting kept). */
  hrefOf: (page: number) => string
  /** What the pages are of, for screen readers: «Страницы списка заказов». */
  label: string
}

/**
 * Page links of a back-office list: back, a window of page numbers around
 * the current one with the first and last, forward; and «N из M» so the
 * staff member knows how much the filter found.
 */
const AdminPager = ({ page, pageSize, count, hrefOf, label }: AdminPagerProps) => {
  const pages = pageCount(count, pageSize)
  const from = count === 0 ? 0 : (page - 1) * pageSize + 1
  const to = Math.min(count, page * pageSize)
  return (
    <nav className="admin-pager" aria-label={label}>
      <span className="admin-pager__range">
        {from}–{to} из {count}
      </span>
      {pages > 1 ? (
        <ul>
          {page > 1 ? (
            <li>
              <Link to={hrefOf(page - 1)} rel="prev">
                ← Назад
              </Link>
            </li>
          ) : null}
          {pageWindow(page, pages).map((number, index) =>
            number === null ? (
              <li key={`gap-${index}`} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={number}>
                {number === page ? (
                  <span className="admin-pager__current" aria-current="page">
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
            )
          )}
          {page < pages ? (
            <li>
              <Link to={hrefOf(page + 1)} rel="next">
                Дальше →
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </nav>
  )
}

/** The first, the last and two around the current page; null where pages are skipped. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2])
  const numbers = [...shown].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b)
  const out: (number | null)[] = []
  numbers.forEach((n, index) => {
    if (index > 0 && n - numbers[index - 1] > 1) out.push(null)
    out.push(n)
  })
  return out
}

export default AdminPager
