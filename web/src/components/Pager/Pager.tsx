import { Link } from '@redwoodjs/router'

import { useT } from 'src/lib/i18n'

export interface PagerProps {
  page: number
  /** How many pages there are; one or none gives no list. */
  pages: number
  /** The address of a page (the list's filters kept). */
  hrefOf: (page: number) => string
  /** The caller's class of the current page's marker, e.g. `admin-pager__current`. */
  currentClassName: string
  /** Every page number, for short lists; otherwise a window (see pageWindow). */
  allPages?: boolean
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

/**
 * The page links shared by the shop's and the back office's lists: «← Назад»,
 * the page numbers (the current one marked, not a link), «Дальше →». The
 * caller wraps it in its own labelled <nav> and styles it by its own classes.
 * Its words are the page's language (the back office, outside the shop's
 * layouts, reads Russian).
 */
const Pager = ({ page, pages, hrefOf, currentClassName, allPages = false }: PagerProps) => {
  const t = useT()
  if (pages < 2) return null
  const numbers = allPages
    ? Array.from({ length: pages }, (_, index) => index + 1)
    : pageWindow(page, pages)
  return (
    <ul>
      {page > 1 ? (
        <li>
          <Link to={hrefOf(page - 1)} rel="prev">
            {t('pager.previous')}
          </Link>
        </li>
      ) : null}
      {numbers.map((number, index) =>
        number === null ? (
          <li key={`gap-${index}`} aria-hidden="true">
            …
          </li>
        ) : (
          <li key={number}>
            {number === page ? (
              <span className={currentClassName} aria-current="page">
                <span className="visually-hidden">{t('pager.page')} </span>
                {number}
              </span>
            ) : (
              <Link to={hrefOf(number)}>
                <span className="visually-hidden">{t('pager.page')} </span>
                {number}
              </Link>
            )}
          </li>
        )
      )}
      {page < pages ? (
        <li>
          <Link to={hrefOf(page + 1)} rel="next">
            {t('pager.next')}
          </Link>
        </li>
      ) : null}
    </ul>
  )
}

export default Pager
