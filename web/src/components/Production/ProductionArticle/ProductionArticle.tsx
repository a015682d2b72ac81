import { Link } from '@redwoodjs/router'

import ConsultationCta from 'src/components/Production/ConsultationCta/ConsultationCta'
import ImageGallery from 'src/components/Production/ImageGallery/ImageGallery'
import RichText from 'src/components/RichText/RichText'
import { useLocalePath, useTextLang } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { PATHS } from 'src/lib/links'

import './ProductionArticle.css'

export interface ProductionArticleData {
  title: string
  /** The languages of the texts (the api's `titleLang`, `summaryLang`, `bodyLang`): a Russian fallback on a Kazakh page is marked. */
  titleLang?: string | null
  summary: string
  summaryLang?: string | null
  /** Markdown. */
  body: string
  bodyLang?: string | null
  image?: string | null
  gallery: string[]
}

/**
 * One production direction (/production/{slug}): title, summary, photos,
 * the text, and «Получить консультацию» that opens the callback popup.
 */
const ProductionArticle = ({ page }: { page: ProductionArticleData }) => {
  const to = useLocalePath()
  const langOf = useTextLang()
  const t = usePagesT()
  const images = [page.image, ...page.gallery].filter((image): image is string => !!image)
  return (
    <article className="production-article">
      <nav aria-label={t('production.breadcrumbs')} className="section-crumbs">
        <ol>
          <li>
            <Link to={to(PATHS.production)}>{t('production.title')}</Link>
          </li>
          <li aria-current="page" lang={langOf(page.titleLang)}>
            {page.title}
          </li>
        </ol>
      </nav>
      <h1 className="page__title" lang={langOf(page.titleLang)}>
        {page.title}
      </h1>
      {page.summary ? (
        <p className="production-article__lead" lang={langOf(page.summaryLang)}>
          {page.summary}
        </p>
      ) : null}
      <div className="production-article__layout">
        <ImageGallery images={images} title={page.title} titleLang={langOf(page.titleLang)} eager />
        <RichText text={page.body} lang={langOf(page.bodyLang)} />
      </div>
      <ConsultationCta title={t('production.quote', { title: page.title })} />
      <p className="production-article__back">
        <Link to={to(PATHS.production)}>{t('production.all')}</Link>
      </p>
    </article>
  )
}

export default ProductionArticle
