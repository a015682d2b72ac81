import { Link } from '@redwoodjs/router'

import { useLocalePath } from 'src/lib/i18n'
import { useAboutT } from 'src/lib/i18n/aboutSide'
import { newsListPath } from 'src/lib/links'

import './NewsPagination.css'

export type PageItem = number | 'gap'

/**
 * The page numbers to offer: the first, the last and the current one with
 * its neighbours; a gap stands for the pages left out.
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1])
  const items: PageItem[] = []
  for (let n = 1; n <= pageCount; n++) {
    if (!shown.has(n)) continue
    const previous = items[items.length - 1]
    if (typeof previous === 'number' && n - previous === 2) items.push(n - 1)
    else if (typeof previous === 'number' && n - previous > 2) items.push('gap')
    items.push(n)
  }
  return items
}

interface NewsPaginationProps {
  page: number
  pageCount: number
  /** The address of a page (default: the news list's ?page=). */
  pathFor?: (page: number) => string
}

/**
 * Links to the pages of the news list (plain links, so each page has an
 * address a search engine and a prerender can follow).
 */
const NewsPagination = ({ page, pageCount, pathFor = newsListPath }: NewsPaginationProps) => {
  const to = useLocalePath()
  const t = useAboutT()
  if (pageCount <= 1) return null
  return (
    <nav className="news-pagination" aria-label={t('about.news.pages')}>
      <ul className="news-pagination__list">
        {page > 1 ? (
          <li>
            <Link className="news-pagination__link" to={to(pathFor(page - 1))} rel="prev">
              {t('about.news.previous')}
              <span className="visually-hidden">
                {' '}
                {t('about.news.pageNumber', { page: page - 1 })}
              </span>
            </Link>
          </li>
        ) : null}
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="news-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className={`news-pagination__link${item === page ? ' news-pagination__link--current' : ''}`}
                to={to(pathFor(item))}
                aria-current={item === page ? 'page' : undefined}
              >
                <span className="visually-hidden">{t('about.news.page')} </span>
                {item}
              </Link>
            </li>
          )
        )}
        {page < pageCount ? (
          <li>
            <Link className="news-pagination__link" to={to(pathFor(page + 1))} rel="next">
              {t('about.news.next')}
              <span className="visually-hidden">
                {' '}
                {t('about.news.pageNumber', { page: page + 1 })}
              </span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

export default NewsPagination
