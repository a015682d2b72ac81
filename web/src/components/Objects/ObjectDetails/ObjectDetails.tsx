import { cityIn } from '@domain/cityNames'

import { Link } from '@redwoodjs/router'

import ConsultationCta from 'src/components/Production/ConsultationCta/ConsultationCta'
import ImageGallery from 'src/components/Production/ImageGallery/ImageGallery'
import RichText from 'src/components/RichText/RichText'
import { useLocale, useLocalePath, useTextLang } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { objectsPath, PATHS } from 'src/lib/links'

import './ObjectDetails.css'

export interface ObjectDetailsData {
  id: number
  title: string
  /** The languages of the texts (the api's `titleLang`, `descriptionLang`, the kind's `nameLang`): a Russian fallback on a Kazakh page is marked. */
  titleLang?: string | null
  location: string
  /** Markdown-like text: paragraphs and «- » lists. */
  description: string
  descriptionLang?: string | null
  client?: string | null
  year?: number | null
  images: string[]
  type: { name: string; slug: string; nameLang?: string | null }
}

/**
 * One completed object (/objects/{id}): photos, what was done, and the facts
 * — kind (to the list of that kind), city (to the objects in that city),
 * client, year — then an invitation to order the same.
 */
const ObjectDetails = ({ object }: { object: ObjectDetailsData }) => {
  const to = useLocalePath()
  const t = usePagesT()
  const langOf = useTextLang()
  const locale = useLocale()
  const titleLang = langOf(object.titleLang)
  const typeLang = langOf(object.type.nameLang)
  return (
    <article className="object-details">
      <nav aria-label={t('objects.breadcrumbs')} className="section-crumbs">
        <ol>
          <li>
            <Link to={to(PATHS.objects)}>{t('objects.title')}</Link>
          </li>
          <li>
            <Link to={to(objectsPath({ type: object.type.slug }))} lang={typeLang}>
              {object.type.name}
            </Link>
          </li>
          <li aria-current="page" lang={titleLang}>
            {object.title}
          </li>
        </ol>
      </nav>
      <h1 className="page__title" lang={titleLang}>
        {object.title}
      </h1>
      <div className="object-details__layout">
        <ImageGallery images={object.images} title={object.title} titleLang={titleLang} eager />
        <div className="object-details__text">
          <dl className="object-details__facts">
            <div>
              <dt>{t('objects.type')}</dt>
              <dd>
                <Link to={to(objectsPath({ type: object.type.slug }))} lang={typeLang}>
                  {object.type.name}
                </Link>
              </dd>
            </div>
            <div>
              <dt>{t('objects.city')}</dt>
              <dd>
                <Link to={to(objectsPath({ location: object.location }))}>
                  {cityIn(locale, object.location)}
                </Link>
              </dd>
            </div>
            {object.client ? (
              <div>
                <dt>{t('objects.client')}</dt>
                <dd>{object.client}</dd>
              </div>
            ) : null}
            {object.year ? (
              <div>
                <dt>{t('objects.year')}</dt>
                <dd>{object.year}</dd>
              </div>
            ) : null}
          </dl>
          <h2 className="object-details__subtitle">{t('objects.done')}</h2>
          <RichText text={object.description} lang={langOf(object.descriptionLang)} />
        </div>
      </div>
      <ConsultationCta title={t('objects.similarTitle')} text={t('objects.similarText')} />
      <p className="object-details__back">
        <Link to={to(PATHS.objects)}>{t('objects.all')}</Link>
      </p>
    </article>
  )
}

export default ObjectDetails
