import AboutUsNav from 'src/components/Content/AboutUsNav/AboutUsNav'
import { newsPageOf } from 'src/components/Content/News/newsPage'
import NewsListCell from 'src/components/Content/NewsListCell'
import PageMeta from 'src/components/PageMeta/PageMeta'
import { newsListPath } from 'src/lib/links'

/**
 * /about/news[?page=N]: news and promotions, newest first, a page at a time.
 * Redwood hands the query string over as props; a malformed page is page 1.
 */
const NewsListPage = ({ page: rawPage }: { page?: string }) => {
  const page = newsPageOf(rawPage)
  const title = page > 1 ? `Новости и акции — страница ${page}` : 'Новости и акции'
  return (
    <main className="page">
      <PageMeta
        title={title}
        description="Новости «Акватории»: акции и скидки на насосы, котлы и сантехнику, новые поступления, сданные объекты."
        path={newsListPath(page)}
      />
      <AboutUsNav current="news" />
      <h1 className="page__title">Новости и акции</h1>
      <NewsListCell page={page} />
    </main>
  )
}

export default NewsListPage
