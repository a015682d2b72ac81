import { useState } from 'react'

import { usePagesT } from 'src/lib/i18n/pageSide'

import './ImageGallery.css'

export interface ImageGalleryProps {
  /** Public addresses of the pictures, the main one first. */
  images: string[]
  /** What the pictures show (the object's or page's title): their alternative text. */
  title: string
  /** The first picture is at the top of the page: loaded at once, not lazily. */
  eager?: boolean
  /**
   * The title's language where it is not the page's (a Russian fallback on a
   * Kazakh page): the pictures are described by the title alone, marked, so
   * no Kazakh sentence carries a Russian title.
   */
  titleLang?: string
}

/** Demo and editor pictures are 16 : 9 (1200 × 675). */
const WIDTH = 1200
const HEIGHT = 675

/**
 * Photos of an object or a production line: a large picture and, when there
 * are more, thumbnails that switch it. Thumbnails load lazily.
 */
const ImageGallery = ({ images, title, eager = false, titleLang }: ImageGalleryProps) => {
  const [current, setCurrent] = useState(0)
  const t = usePagesT()
  if (!images.length) return null
  const shown = Math.min(current, images.length - 1)
  const alt = (index: number) =>
    images.length > 1 && !titleLang
      ? t('production.photoAlt', { title, index: index + 1, count: images.length })
      : title
  return (
    <div className="image-gallery" role="group" aria-label={t('production.photos')}>
      <img
        className="image-gallery__main"
        src={images[shown]}
        alt={alt(shown)}
        lang={titleLang}
        width={WIDTH}
        height={HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      {images.length > 1 ? (
        <ul className="image-gallery__thumbs">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className="image-gallery__thumb"
                aria-pressed={index === shown}
                onClick={() => setCurrent(index)}
              >
                <img src={image} alt="" width={160} height={90} loading="lazy" decoding="async" />
                <span className="visually-hidden">
                  {t('production.photoOf', { index: index + 1, count: images.length })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

export default ImageGallery
