// «Новый склад в Атырау» as `newsItem(id: 1)` answers it.
import type { NewsItemQuery, NewsItemQueryVariables } from 'types/graphql'

import { newsItem } from 'src/testing/content/newsItemMock'

/** The id the cell is given for the standard answer. */
export const variables: NewsItemQueryVariables = { id: 1 }

export const standard = (): NewsItemQuery => ({ newsItem: newsItem(1) })

/** What the api answers for an unpublished or unknown id. */
export const notFound = () =>
  Object.assign(new Error('Не найдено.'), {
    graphQLErrors: [{ message: 'Не найдено.', extensions: { code: 'NOT_FOUND' } }],
  })
