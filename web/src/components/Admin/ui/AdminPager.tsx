import { pageCount } from '@domain/pageCount'

import Pager from 'src/components/Pager/Pager'

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
      <Pager page={page} pages={pages} hrefOf={hrefOf} currentClassName="admin-pager__current" />
    </nav>
  )
}

export default AdminPager
