import { pageCount } from '@domain/pageCount'
import type { NewsListQuery, NewsListQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import NewsList from 'src/components/Content/NewsList/NewsList'
import NewsPagination from 'src/components/Content/NewsPagination/NewsPagination'
import { errorCodeOf } from 'src/lib/graphqlErrors'
import { useLocalePath } from 'src/lib/i18n'
import { newsListPath } from 'src/lib/links'

/** One page of published news, newest first; the api decides the page size. */
export const QUERY: TypedDocumentNode<NewsListQuery, NewsListQueryVariables> = gql`
  query NewsListQuery($page: Int) {
    newsList(page: $page) {
      count
      page
      pageSize
      results {
        id
        title
        summary
        image
        isPromo
        publishedAt
      }
    }
  }
`

/** Only the page becomes a variable (not every prop the cell gets). */
export const beforeQuery = ({ page }: NewsListQueryVariables) => ({ variables: { page } })

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем новости…
  </p>
)

export const isEmpty = (data: NewsListQuery) => data.newsList.results.length === 0

export const Empty = () => <p className="cell-status">Новостей пока нет. Загляните позже.</p>

export const Failure = ({ error }: CellFailureProps<NewsListQueryVariables>) => {
  const to = useLocalePath()
  console.error('news', error)
  // A page past the last one (an old link): the api answers NOT_FOUND.
  return errorCodeOf(error) === 'NOT_FOUND' ? (
    <p className="cell-status">
      Такой страницы новостей нет. <Link to={to(newsListPath())}>Перейти к свежим новостям</Link>
    </p>
  ) : (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить новости. Обновите страницу.
    </p>
  )
}

export const Success = ({ newsList }: CellSuccessProps<NewsListQuery, NewsListQueryVariables>) => (
  <>
    <NewsList news={newsList.results} eagerFirst />
    <NewsPagination page={newsList.page} pageCount={pageCount(newsList.count, newsList.pageSize)} />
  </>
)
