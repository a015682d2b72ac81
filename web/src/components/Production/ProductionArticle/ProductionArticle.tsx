import { Link } from '@redwoodjs/router'

import ConsultationCta from 'src/components/Production/ConsultationCta/ConsultationCta'
import ImageGallery from 'src/components/Production/ImageGallery/ImageGallery'
import RichText from 'src/components/RichText/RichText'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { PATHS } from 'src/lib/links'

import './ProductionArticle.css'

export interface ProductionArticleData {
  title: string
  summary: string
  /** Markdown. */
  body: string
  image?: string | null
  gallery: string[]
}

/**
 * One production direction (/production/{slug}): title, summary, photos,
 * the text, and «Получить консультацию» that opens the callback popup.
 */
const ProductionArticle = ({ page }: { page: ProductionArticleData }) => {
  const to = useLocalePath()
  const t = usePagesT()
  const images = [page.image, ...page.gallery].filter((image): image is string => !!image)
  return (
    <article className="production-article">
      <nav aria-label={t('production.breadcrumbs')} className="section-crumbs">
        <ol>
          <li>
            <Link to={to(PATHS.production)}>{t('production.title')}</Link>
          </li>
          <li aria-current="page">{page.title}</li>
        </ol>
      </nav>
      <h1 className="page__title">{page.title}</h1>
      {page.summary ? <p className="production-article__lead">{page.summary}</p> : null}
      <div className="production-article__layout">
        <ImageGallery images={images} title={page.title} eager />
        <RichText text={page.body} />
      </div>
      <ConsultationCta title={t('production.quote', { title: page.title })} />
      <p className="production-article__back">
        <Link to={to(PATHS.production)}>{t('production.all')}</Link>
      </p>
    </article>
  )
}

export default ProductionArticle
