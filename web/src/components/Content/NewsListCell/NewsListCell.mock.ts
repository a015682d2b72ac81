// The demo news: 14 items, the api's 9 a page.
import type { NewsListQuery } from 'types/graphql'

import { newsPage } from 'src/testing/content/newsMock'

export const standard = (variables: { page?: number | null } = {}): NewsListQuery => ({
  newsList: newsPage(variables.page ?? 1),
})

export const empty = (): NewsListQuery => ({
  newsList: { __typename: 'NewsPage' as const, count: 0, page: 1, pageSize: 9, results: [] },
})

/** What the api answers for a page past the last one. */
export const pageNotFound = () =>
  Object.assign(new Error('Неправильная страница.'), {
    graphQLErrors: [{ message: 'Неправильная страница.', extensions: { code: 'NOT_FOUND' } }],
  })
