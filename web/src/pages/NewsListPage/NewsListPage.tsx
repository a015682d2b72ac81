import AboutUsNav from 'src/components/Content/AboutUsNav/AboutUsNav'
import { newsPageOf } from 'src/components/Content/News/newsPage'
import NewsListCell from 'src/components/Content/NewsListCell'
import PageMeta from 'src/components/PageMeta/PageMeta'
import { useAboutT } from 'src/lib/i18n/aboutSide'
import { newsListPath } from 'src/lib/links'

/**
 * /about/news[?page=N]: news and promotions, newest first, a page at a time.
 * Redwood hands the query string over as props; a malformed page is page 1.
 */
const NewsListPage = ({ page: rawPage }: { page?: string }) => {
  const page = newsPageOf(rawPage)
  const t = useAboutT()
  const title = page > 1 ? t('about.news.pageTitle', { page }) : t('about.nav.news')
  return (
    <main className="page">
      <PageMeta title={title} description={t('about.news.description')} path={newsListPath(page)} />
      <AboutUsNav current="news" />
      <h1 className="page__title">{t('about.nav.news')}</h1>
      <NewsListCell page={page} />
    </main>
  )
}

export default NewsListPage
