import { objectsPath } from 'src/lib/links'

import type { ObjectsPaginationProps } from './ObjectsPagination'

/** 25 industrial objects, 9 to a page: page 2 of 3. */
export const standard = (): ObjectsPaginationProps => ({
  page: 2,
  pageSize: 9,
  count: 25,
  hrefOf: (page) => objectsPath({ type: 'promyshlennye-obekty', page }),
})
