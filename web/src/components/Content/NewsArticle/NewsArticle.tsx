import { Link } from '@redwoodjs/router'

import { formatNewsDate } from 'src/components/Content/News/newsDate'
import RichText from 'src/components/RichText/RichText'
import { useLocale, useLocalePath, useTextLang } from 'src/lib/i18n'
import { useAboutT } from 'src/lib/i18n/aboutSide'
import { newsListPath } from 'src/lib/links'

import './NewsArticle.css'

export interface NewsArticleData {
  id: number
  title: string
  /** The languages of the texts (the api's `titleLang`, `bodyLang`): a Russian fallback on a Kazakh page is marked. */
  titleLang?: string | null
  body: string
  bodyLang?: string | null
  image?: string | null
  gallery: string[]
  isPromo: boolean
  publishedAt: string
}

/** One news item or promotion: title, date, main picture, text and further photos. */
const NewsArticle = ({ news }: { news: NewsArticleData }) => {
  const to = useLocalePath()
  const t = useAboutT()
  const locale = useLocale()
  const langOf = useTextLang()
  return (
    <article className="news-article" aria-labelledby="news-article-title">
      <p className="news-article__back">
        <Link to={to(newsListPath())}>{t('about.news.all')}</Link>
      </p>
      <h1
        id="news-article-title"
        className="page__title news-article__title"
        lang={langOf(news.titleLang)}
      >
        {news.title}
      </h1>
      <p className="news-article__meta">
        <time dateTime={news.publishedAt}>{formatNewsDate(news.publishedAt, locale)}</time>
        {news.isPromo ? <span className="news-article__badge">{t('about.news.promo')}</span> : null}
      </p>
      {news.image ? (
        // Right under the title, in the first screen: loaded at once.
        <img
          className="news-article__image"
          src={news.image}
          alt={t('about.news.imageAlt', { title: news.title })}
          width={1200}
          height={675}
          decoding="async"
        />
      ) : null}
      <RichText text={news.body} lang={langOf(news.bodyLang)} />
      {news.gallery.length ? (
        <section className="news-article__gallery" aria-labelledby="news-article-gallery">
          <h2 id="news-article-gallery" className="section-title">
            {t('about.news.photos')}
          </h2>
          <ul className="news-article__photos">
            {news.gallery.map((src, index) => (
              <li key={src}>
                <a href={src}>
                  <img
                    src={src}
                    alt={t('about.news.photoAlt', {
                      number: index + 1,
                      count: news.gallery.length,
                      title: news.title,
                    })}
                    width={1200}
                    height={675}
                    loading="lazy"
                    decoding="async"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}

export default NewsArticle
