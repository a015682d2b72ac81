import { Link } from '@redwoodjs/router'

import ConsultationCta from 'src/components/Production/ConsultationCta/ConsultationCta'
import ImageGallery from 'src/components/Production/ImageGallery/ImageGallery'
import RichText from 'src/components/RichText/RichText'
import { useLocalePath } from 'src/lib/i18n'
import { objectsPath, PATHS } from 'src/lib/links'

import './ObjectDetails.css'

export interface ObjectDetailsData {
  id: number
  title: string
  location: string
  /** Markdown-like text: paragraphs and «- » lists. */
  description: string
  client?: string | null
  year?: number | null
  images: string[]
  type: { name: string; slug: string }
}

/**
 * One completed object (/objects/{id}): photos, what was done, and the facts
 * — kind (to the list of that kind), city (to the objects in that city),
 * client, year — then an invitation to order the same.
 */
const ObjectDetails = ({ object }: { object: ObjectDetailsData }) => {
  const to = useLocalePath()
  return (
    <article className="object-details">
      <nav aria-label="Хлебные крошки" className="section-crumbs">
        <ol>
          <li>
            <Link to={to(PATHS.objects)}>Объекты</Link>
          </li>
          <li>
            <Link to={to(objectsPath({ type: object.type.slug }))}>{object.type.name}</Link>
          </li>
          <li aria-current="page">{object.title}</li>
        </ol>
      </nav>
      <h1 className="page__title">{object.title}</h1>
      <div className="object-details__layout">
        <ImageGallery images={object.images} title={object.title} eager />
        <div className="object-details__text">
          <dl className="object-details__facts">
            <div>
              <dt>Тип объекта</dt>
              <dd>
                <Link to={to(objectsPath({ type: object.type.slug }))}>{object.type.name}</Link>
              </dd>
            </div>
            <div>
              <dt>Город</dt>
              <dd>
                <Link to={to(objectsPath({ location: object.location }))}>{object.location}</Link>
              </dd>
            </div>
            {object.client ? (
              <div>
                <dt>Заказчик</dt>
                <dd>{object.client}</dd>
              </div>
            ) : null}
            {object.year ? (
              <div>
                <dt>Год</dt>
                <dd>{object.year}</dd>
              </div>
            ) : null}
          </dl>
          <h2 className="object-details__subtitle">Что сделано</h2>
          <RichText text={object.description} />
        </div>
      </div>
      <ConsultationCta
        title="Нужен похожий объект?"
        text="Расскажите о задаче — инженер перезвонит, подберёт оборудование и рассчитает сроки и стоимость."
      />
      <p className="object-details__back">
        <Link to={to(PATHS.objects)}>← Все объекты</Link>
      </p>
    </article>
  )
}

export default ObjectDetails
