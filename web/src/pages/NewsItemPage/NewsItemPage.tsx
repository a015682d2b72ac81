import AboutUsNav from 'src/components/Content/AboutUsNav/AboutUsNav'
import NewsItemCell from 'src/components/Content/NewsItemCell'
import { NotFoundMain } from 'src/components/NotFound/NotFound'
import PageMeta from 'src/components/PageMeta/PageMeta'
import { useAboutT } from 'src/lib/i18n/aboutSide'
import { newsPath } from 'src/lib/links'
import { useServedNotFound } from 'src/lib/servedNotFound'

/**
 * /about/news/{id}: one news item or promotion. Until it loads the page is
 * named after the section; the cell then names it after the item (title,
 * summary, picture) or says it is not found.
 */
const NewsItemPage = ({ id }: { id: number }) => {
  // The server answered this address 404 (no such news item): draw what it served.
  const t = useAboutT()
  if (useServedNotFound()) return <NotFoundMain />
  return (
    <main className="page">
      <PageMeta
        title={t('about.nav.news')}
        description={t('about.news.itemDescription')}
        path={newsPath(id)}
        type="article"
      />
      <AboutUsNav current="news" inside />
      <NewsItemCell id={id} />
    </main>
  )
}

export default NewsItemPage
