import { pageCount } from '@domain/pageCount'

import Pager from 'src/components/Pager/Pager'
import { usePagesT } from 'src/lib/i18n/pageSide'

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
  const t = usePagesT()
  const pages = pageCount(count, pageSize)
  if (pages < 2) return null
  return (
    <nav className="objects-pagination" aria-label={t('objects.pages')}>
      <Pager
        page={page}
        pages={pages}
        hrefOf={hrefOf}
        currentClassName="objects-pagination__current"
        allPages
      />
    </nav>
  )
}

export default ObjectsPagination
