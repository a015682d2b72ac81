import { Link } from '@redwoodjs/router'

import { formatNewsDate } from 'src/components/Content/News/newsDate'
import { useLocale, useLocalePath, useTextLang } from 'src/lib/i18n'
import { useAboutT } from 'src/lib/i18n/aboutSide'
import { newsPath } from 'src/lib/links'

import './NewsList.css'

export interface NewsCardData {
  id: number
  title: string
  /** The language `title` is in (the api's `titleLang`): a Russian fallback on a Kazakh page is marked. */
  titleLang?: string | null
  summary: string
  summaryLang?: string | null
  image?: string | null
  isPromo: boolean
  publishedAt: string
}

interface NewsListProps {
  news: NewsCardData[]
  /** 2 under the page title; 3 inside a titled section. */
  headingLevel?: 2 | 3
  /** The first picture is above the fold on the news page: load it at once. */
  eagerFirst?: boolean
}

/** News and promotions as cards: picture, title (the link), date, «Акция» mark, summary. */
const NewsList = ({ news, headingLevel = 2, eagerFirst = false }: NewsListProps) => {
  const to = useLocalePath()
  const t = useAboutT()
  const locale = useLocale()
  const langOf = useTextLang()
  const Heading = `h${headingLevel}` as const
  return (
    <ul className="news-list">
      {news.map((item, index) => (
        <li key={item.id}>
          <article className="news-card" aria-labelledby={`news-card-${item.id}`}>
            <Heading
              id={`news-card-${item.id}`}
              className="news-card__title"
              lang={langOf(item.titleLang)}
            >
              <Link to={to(newsPath(item.id))}>{item.title}</Link>
            </Heading>
            <p className="news-card__meta">
              <time dateTime={item.publishedAt}>{formatNewsDate(item.publishedAt, locale)}</time>
              {item.isPromo ? (
                <span className="news-card__badge">{t('about.news.promo')}</span>
              ) : null}
            </p>
            {item.summary ? (
              <p className="news-card__summary" lang={langOf(item.summaryLang)}>
                {item.summary}
              </p>
            ) : null}
            {item.image ? (
              // Decorative: the title says what the picture shows; the whole card is the link.
              <img
                className="news-card__image"
                src={item.image}
                alt=""
                width={1200}
                height={675}
                loading={eagerFirst && index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  )
}

export default NewsList
