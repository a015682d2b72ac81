import type { Page } from '../lib/domain/pagination'

import type { RestRequest } from './http'

/** DRF's paginated envelope: {count, next, previous, results}. */
export interface PaginatedBody<T> {
  count: number
  next: string | null
  previous: string | null
  results: T[]
}

function linkToPage(url: URL, page: number): string {
  const link = new URL(url.toString())
  // DRF drops `page` from the link to the first page.
  if (page === 1) link.searchParams.delete('page')
  else link.searchParams.set('page', String(page))
  return link.toString()
}

export function paginated<T, S>(
  request: RestRequest,
  page: Page<T>,
  serialize: (item: T) => S
): PaginatedBody<S> {
  const hasNext = page.page * page.pageSize < page.count
  return {
    count: page.count,
    next: hasNext ? linkToPage(request.url, page.page + 1) : null,
    previous: page.page > 1 ? linkToPage(request.url, page.page - 1) : null,
    results: page.results.map(serialize),
  }
}
