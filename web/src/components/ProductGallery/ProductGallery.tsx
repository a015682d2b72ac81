import { useState } from 'react'

import ProductImage from 'src/components/ProductImage/ProductImage'
import { useCatalogueT } from 'src/lib/i18n/catalogueSide'

import './ProductGallery.css'

interface Props {
  images: { file: string; alt: string }[]
  name: string
  /** The pictures' language mark where it is not the page's (the name's: ProductImage's `lang`). */
  lang?: string
}

/** The product's pictures: one large, the rest as thumbnails; the placeholder when none. */
const ProductGallery = ({ images, name, lang }: Props) => {
  const t = useCatalogueT()
  const [current, setCurrent] = useState(0)
  const shown = images[current] ?? images[0]
  return (
    <div className="product-gallery">
      <ProductImage
        key={shown?.file ?? 'placeholder'}
        images={shown ? [shown] : []}
        name={name}
        width={480}
        height={480}
        eager
        className="product-gallery__main"
        lang={lang}
      />
      {images.length > 1 ? (
        <ul className="product-gallery__thumbs" aria-label={t('product.photos')}>
          {images.map((image, index) => (
            <li key={image.file}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={t('product.photo', { index: index + 1, count: images.length })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => setCurrent(index)}
              >
                <ProductImage images={[image]} name={name} width={72} height={72} lang={lang} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

export default ProductGallery
